import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';

/** Spec part 1 §5: quotes are typed as text and coerced to decimals (blank is 0). */
export function SubscriptionQuotesField({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const error = Object.entries(form.errors).find(([key]) => key.startsWith('subscriptionQuotes'))?.[1];
  return (
    <FormSection title={t('sections.subscription')}>
      <TagsInput
        label={t('fields.subscriptionQuotes')}
        description={t('fields.subscriptionQuotesHint')}
        value={form.values.subscriptionQuotes}
        onChange={(quotes) => form.setValue('subscriptionQuotes', quotes)}
        error={error}
        maxTags={36}
        splitChars={[';']}
      />
    </FormSection>
  );
}
