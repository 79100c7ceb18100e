import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useSession } from '../../../shared/session/index.js';
import { FormPage, useFocusFirstInvalid, useFormPage } from '../../../shared/ui/form-page/index.js';
import type { AdminUser } from '../api.js';
import { AccessSection } from './access-section.js';
import { ProfileSection } from './profile-section.js';
import { checkUserForm, type UserFormValues, userBodyOf } from './user-form-values.js';

interface UserFormProps {
  initialValues: UserFormValues;
  /** The user as saved; null while creating. */
  saved: AdminUser | null;
  /** Receives the body in wire spelling. */
  submit(body: Record<string, unknown>): Promise<AdminUser>;
  onSaved(user: AdminUser): void;
  submitLabel?: string;
  readOnly: boolean;
}

/** Every field of spec part 2 §3 "Admin user", checked on submit with the API's rules (§5). */
export function UserForm({ initialValues, saved, submit, onSaved, submitLabel, readOnly }: UserFormProps) {
  const { t } = useTranslation('users');
  const { country } = useTenant();
  const withSuperAdmin = useSession().user?.superAdmin ?? false;
  const isNew = saved === null;
  const check = useMemo(() => checkUserForm(country, isNew), [country, isNew]);
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  const form = useFormPage<UserFormValues>({
    initialValues,
    toInput: (values) => userBodyOf(values, { withSuperAdmin }),
    validate: check,
    submit: (values) => submit(userBodyOf(values, { withSuperAdmin })),
    onSaved: (result) => onSaved(result as AdminUser),
    onErrors: focus.onErrors,
    readOnly,
  });

  return (
    <div ref={focus.ref}>
      <FormPage form={form} label={t('form.label')} submitLabel={submitLabel}>
        <Stack gap="lg" maw={800}>
          <ProfileSection form={form} isNew={isNew} />
          <AccessSection form={form} saved={saved} />
        </Stack>
      </FormPage>
    </div>
  );
}
