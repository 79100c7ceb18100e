import { SimpleGrid, Textarea } from '@mantine/core';
import { settingsLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { textAreaField } from '../settings-form/field-props.js';
import type { GeneralForm } from './orders-section.js';

const texts = ['welcome', 'closedStore', 'checkoutNote', 'footer'] as const;

/** The storefront's own words: a greeting, the closed notice, a note at checkout and the footer. */
export function TextsSection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.texts')} description={t('sections.textsHint')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {texts.map((text) => (
          <Textarea
            key={text}
            label={t(`fields.general.pageTexts.${text}`)}
            description={t(`hints.pageTexts.${text}`)}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={settingsLimits.pageTextMax}
            {...textAreaField(form, `general.pageTexts.${text}`)}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
