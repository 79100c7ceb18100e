import { MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { FormPage, useFocusFirstInvalid, useFormPage } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { idOptions } from '../../../shared/ui/id-options.js';
import { useStoreOptions } from '../../stores/api.js';
import type { Policy, Role } from '../api.js';
import { PolicyMatrix } from './policy-matrix.js';
import { checkRoleForm, type RoleFormValues, roleBodyOf } from './role-form-values.js';

interface RoleFormProps {
  initialValues: RoleFormValues;
  policies: readonly Policy[];
  submit(values: RoleFormValues): Promise<Role>;
  onSaved(role: Role): void;
  submitLabel?: string;
  readOnly: boolean;
  /** How many users hold the role (edit only): a change reaches them at once. */
  usersCount?: number;
}

/** Name, description, the stores it is for and the policy × action matrix, checked on submit with the API's rules. */
export function RoleForm(props: RoleFormProps) {
  const { initialValues, policies, submit, onSaved, submitLabel, readOnly, usersCount } = props;
  const { t } = useTranslation('roles');
  const matrixHint = useId();
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  const can = useCan();
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const form = useFormPage<RoleFormValues>({
    initialValues,
    toInput: (values) => roleBodyOf(values, policies),
    validate: checkRoleForm,
    submit,
    onSaved: (result) => onSaved(result as Role),
    onErrors: focus.onErrors,
    readOnly,
  });

  return (
    <div ref={focus.ref}>
      <FormPage form={form} label={t('form.label')} submitLabel={submitLabel}>
        <Stack gap="lg">
          <FormSection title={t('form.details')}>
            <TextInput label={t('form.name')} required maw={480} {...form.textField('name')} />
            <Textarea
              label={t('form.description')}
              autosize
              minRows={2}
              maw={640}
              value={form.values.description}
              onChange={(event) => form.setValue('description', event.currentTarget.value)}
              error={form.errors.description}
            />
            <MultiSelect
              label={t('form.stores')}
              description={t('form.storesHint')}
              placeholder={form.values.storeIds.length === 0 ? t('form.everyStore') : undefined}
              data={idOptions(stores.data?.data, form.values.storeIds)}
              value={form.values.storeIds.map(String)}
              onChange={(ids) => form.setValue('storeIds', ids.map(Number))}
              error={Object.entries(form.errors).find(([key]) => key.startsWith('storeIds'))?.[1]}
              disabled={readOnly}
              searchable
              hidePickedOptions
              maxDropdownHeight={280}
              maw={640}
            />
          </FormSection>
          <FormSection title={t('form.permissions')} description={t('form.permissionsHint')}>
            <Text id={matrixHint} size="sm" c="dimmed">
              {t('matrix.keyboardHint')}
            </Text>
            {usersCount !== undefined && usersCount > 0 && (
              <Text size="sm">{t('form.usersNote', { count: usersCount })}</Text>
            )}
            <PolicyMatrix
              policies={policies}
              grants={form.values.grants}
              onChange={(next) => form.setValue('grants', next)}
              describedBy={matrixHint}
            />
            {form.errors.policies && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {form.errors.policies}
              </Text>
            )}
          </FormSection>
        </Stack>
      </FormPage>
    </div>
  );
}
