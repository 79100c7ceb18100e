import { Stack } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage, useFormPage } from '../../../shared/ui/form-page/index.js';
import type { Modifier } from '../api.js';
import { ModifierFields } from './modifier-fields.js';
import { checkModifierForm } from './modifier-form-check.js';
import { type ModifierFormValues, modifierFormValues } from './modifier-form-values.js';
import { OptionTable } from './option-table.js';
import { type CreatedOption, saveModifier } from './save-modifier.js';

interface ModifierFormProps {
  initialValues: ModifierFormValues;
  /** The modifier as saved; null while creating. */
  saved: Modifier | null;
  readOnly: boolean;
  submitLabel?: string;
  /** After a save, with the modifier as the server now has it. */
  onSaved(modifier: Modifier): void | Promise<void>;
}

/** The modifier form: its fields, then its options edited in place; one save for all. */
export function ModifierForm({ initialValues, saved, readOnly, submitLabel, onSaved }: ModifierFormProps) {
  const { t } = useTranslation('modifiers');
  const savedRef = useRef(saved);
  const created = useRef(new Map<string, CreatedOption>());
  const form = useFormPage<ModifierFormValues>({
    initialValues,
    validate: (input) => checkModifierForm(input as ModifierFormValues, savedRef.current?.id),
    submit: async (values) => {
      const result = await saveModifier(values, savedRef.current, created.current);
      savedRef.current = result;
      created.current.clear();
      return result;
    },
    afterSave: (_values, result) => modifierFormValues(result as Modifier),
    onSaved: (result) => void onSaved(result as Modifier),
    nestedErrorPaths: true,
    readOnly,
  });
  const showOptions = form.values.type === 'parent' || form.values.children.length > 0;

  return (
    <FormPage
      form={form}
      label={saved ? t('formTitle.edit', { name: saved.name }) : t('formTitle.create')}
      submitLabel={submitLabel}
    >
      <Stack gap="md">
        <ModifierFields form={form} selfId={saved?.id} />
        {showOptions && (
          <OptionTable
            rows={form.values.children}
            errors={form.errors}
            readOnly={form.readOnly}
            onChange={(rows) => form.setValue('children', rows)}
          />
        )}
      </Stack>
    </FormPage>
  );
}
