import { Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormPage,
  saveOrSay,
  useFocusFirstInvalid,
  useFormPage,
} from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type CreatedTenant, useCreatePlatformTenant } from '../api.js';
import { CountrySelect } from '../components/country-select.js';
import { FeaturesField } from '../components/features-field.js';
import { HostNamesField } from '../components/host-names-field.js';
import { withFormFields } from '../tenant-form/tenant-field-errors.js';
import {
  checkTenantCreate,
  newTenantValues,
  suggestSlug,
  type TenantCreateValues,
  tenantCreateBodyOf,
} from './tenant-create-values.js';

/**
 * A new brand: its name (the slug follows it until typed over), country, domains, features and
 * first administrator, checked on submit with the API's rules.
 */
export function TenantCreateForm({ onCreated }: { onCreated(tenant: CreatedTenant): void }) {
  const { t } = useTranslation('platform');
  const create = useCreatePlatformTenant();
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  // The slug is the name's until someone types one of their own (and again once they clear it).
  const slugFollowsName = useRef(true);
  const form = useFormPage<TenantCreateValues>({
    initialValues: newTenantValues(),
    toInput: tenantCreateBodyOf,
    validate: (body) => checkTenantCreate(body as ReturnType<typeof tenantCreateBodyOf>),
    submit: (values) =>
      withFormFields(saveOrSay(create(tenantCreateBodyOf(values)), t('form.notCreated')), values.hostNames),
    onSaved: (result) => onCreated(result as CreatedTenant),
    onErrors: focus.onErrors,
  });

  return (
    <div ref={focus.ref}>
      <FormPage form={form} label={t('form.createLabel')} submitLabel={t('form.createSubmit')}>
        <Stack gap="lg" maw={880}>
          <FormSection title={t('form.brand')}>
            <TextInput
              label={t('form.name')}
              required
              autoComplete="off"
              maw={480}
              {...form.textField('name')}
              onChange={(event) => {
                const name = event.currentTarget.value;
                form.setValue('name', name);
                if (slugFollowsName.current) form.setValue('slug', suggestSlug(name));
              }}
            />
            <TextInput
              label={t('form.slug')}
              description={t('form.slugHint')}
              required
              autoComplete="off"
              spellCheck={false}
              maw={480}
              {...form.textField('slug')}
              onChange={(event) => {
                const slug = event.currentTarget.value;
                slugFollowsName.current = slug === '';
                form.setValue('slug', slug);
              }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <CountrySelect
              value={form.values.country}
              onChange={(country) => form.setValue('country', country)}
              error={form.errors.country}
            />
            <HostNamesField
              value={form.values.hostNames}
              onChange={(hosts) => form.setValue('hostNames', hosts)}
              error={form.errors.hostNames}
            />
          </FormSection>
          <FormSection title={t('form.featuresSection')}>
            <FeaturesField
              control="checkbox"
              value={form.values.features}
              onChange={(features) => form.setValue('features', features)}
              error={form.errors.features}
            />
          </FormSection>
          <FormSection title={t('form.admin')} description={t('form.adminHint')}>
            <TextInput
              label={t('form.adminName')}
              required
              autoComplete="off"
              maw={480}
              {...form.textField('adminName')}
            />
            <TextInput
              label={t('form.adminEmail')}
              type="email"
              required
              autoComplete="off"
              maw={480}
              {...form.textField('adminEmail')}
            />
          </FormSection>
        </Stack>
      </FormPage>
    </div>
  );
}
