import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { GeneralForm } from './orders-section.js';

const ids = [
  ['googleAnalyticsId', 'G-XXXXXXXXXX'],
  ['googleTagManagerId', 'GTM-XXXXXXX'],
  ['facebookPixelId', '123456789012345'],
] as const;

/** The measuring tags the storefront loads. */
export function AnalyticsSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.analytics')} description={t('sections.analyticsHint')}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {ids.map(([id, example]) => (
          <TextInput
            key={id}
            label={t(`fields.general.analytics.${id}`)}
            placeholder={example}
            autoComplete="off"
            spellCheck={false}
            {...form.textField(`general.analytics.${id}`)}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
