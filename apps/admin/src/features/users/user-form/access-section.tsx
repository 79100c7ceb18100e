import { MultiSelect, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { useSession } from '../../../shared/session/index.js';
import { type FormPageState, isUnder } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { idOptions } from '../../../shared/ui/id-options.js';
import { useRoleOptions } from '../../roles/api.js';
import { useStoreOptions } from '../../stores/api.js';
import type { AdminUser } from '../api.js';
import type { UserFormValues } from './user-form-values.js';

type UserForm = FormPageState<UserFormValues>;

/** The first message for a field or anything inside it (`storeIds.1` shows under the stores). */
const errorUnder = (form: UserForm, key: string) =>
  Object.entries(form.errors).find(([errorKey]) => isUnder(errorKey, key))?.[1];

/** Roles and stores (both required), and the super-admin flag for a super admin to set. */
export function AccessSection({ form, saved }: { form: UserForm; saved: AdminUser | null }) {
  const { t } = useTranslation('users');
  const can = useCan();
  const { user: viewer } = useSession();
  const roles = useRoleOptions(can({ policy: 'roles', action: 'show' }));
  const stores = useStoreOptions(can({ policy: 'stores', action: 'show' }));
  const { values } = form;

  return (
    <FormSection title={t('form.access')}>
      <MultiSelect
        label={t('form.roles')}
        description={t('form.rolesHint')}
        required
        data={idOptions(roles.data ?? saved?.roles, values.roleIds)}
        value={values.roleIds.map(String)}
        onChange={(ids) => form.setValue('roleIds', ids.map(Number))}
        error={errorUnder(form, 'roleIds')}
        nothingFoundMessage={t('form.nothingFound')}
        searchable
        hidePickedOptions
        maw={640}
      />
      <MultiSelect
        label={t('form.stores')}
        description={t('form.storesHint')}
        required
        data={idOptions(stores.data?.data, values.storeIds)}
        value={values.storeIds.map(String)}
        onChange={(ids) => form.setValue('storeIds', ids.map(Number))}
        error={errorUnder(form, 'storeIds')}
        nothingFoundMessage={t('form.nothingFound')}
        searchable
        hidePickedOptions
        maxDropdownHeight={280}
        maw={640}
      />
      {viewer?.superAdmin && (
        <Switch
          label={t('form.superAdmin')}
          description={t('form.superAdminHint')}
          checked={values.superAdmin}
          onChange={(event) => form.setValue('superAdmin', event.currentTarget.checked)}
          error={form.errors.superAdmin}
        />
      )}
    </FormSection>
  );
}
