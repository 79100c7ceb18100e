import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { StoreForm } from '../store-form/field-props.js';
import type { ExternalIdKey } from '../store-form/store-form-values.js';

interface ExternalIdsFieldsProps {
  form: StoreForm;
  title: string;
  keys: readonly ExternalIdKey[];
}

/** A group of the store's ids in other systems (spec part 1 §3 "Store external ids"). */
export function ExternalIdsFields({ form, title, keys }: ExternalIdsFieldsProps) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {keys.map((key) => (
          <TextInput key={key} label={t(`externalIds.${key}`)} maxLength={100} {...form.textField(key)} />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
