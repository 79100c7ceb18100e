import { Checkbox, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { consolidationReports, hideableMenuItems, subscriptionStatuses } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormPage,
  saveOrSay,
  useFocusFirstInvalid,
  useFormPage,
} from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { type PlatformTenant, useSavePlatformTenant } from '../api.js';
import { CountryFlag } from '../components/country-flag.js';
import { FeaturesField } from '../components/features-field.js';
import { HostNamesField } from '../components/host-names-field.js';
import { withFormFields } from '../tenant-form/tenant-field-errors.js';
import { menuItemKeys } from '../tenant-options.js';
import { DeactivateModal } from './deactivate-modal.js';
import {
  checkTenantPatch,
  type TenantEditValues,
  tenantEditValues,
  tenantPatchOf,
} from './tenant-edit-values.js';

interface TenantEditFormProps {
  tenant: PlatformTenant;
  onSaved(tenant: PlatformTenant): void;
}

/**
 * What the platform decides for a saved brand: name, domains, features, subscription, the console's
 * menu and payments screen, and whether it answers at all. One PATCH with what changed.
 */
export function TenantEditForm({ tenant, onSaved }: TenantEditFormProps) {
  const { t } = useTranslation('platform');
  const save = useSavePlatformTenant(tenant.id);
  const focus = useFocusFirstInvalid<HTMLDivElement>();
  const [saved] = useState(() => tenantEditValues(tenant));
  const [askingDeactivate, setAskingDeactivate] = useState(false);
  const form = useFormPage<TenantEditValues>({
    initialValues: saved,
    toInput: (values) => tenantPatchOf(saved, values),
    validate: (patch) => checkTenantPatch(patch as Record<string, unknown>),
    submit: async (values) => {
      const patch = tenantPatchOf(saved, values);
      if (Object.keys(patch).length === 0) return tenant;
      return withFormFields(saveOrSay(save(patch), t('form.notUpdated')), values.hostNames);
    },
    onSaved: (result) => onSaved(result as PlatformTenant),
    onErrors: focus.onErrors,
  });
  const { values } = form;

  return (
    <div ref={focus.ref}>
      <FormPage form={form} label={t('form.editLabel')}>
        <Stack gap="lg" maw={880}>
          <FormSection title={t('form.brand')}>
            <Group gap="xl">
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('form.slug')}
                </Text>
                <Text size="sm" ff="monospace">
                  {tenant.slug}
                </Text>
              </Stack>
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('form.country')}
                </Text>
                <Group gap={8} wrap="nowrap">
                  <CountryFlag country={tenant.country} />
                  <Text size="sm">
                    {t(`countries.${tenant.country}`, { defaultValue: tenant.country.toUpperCase() })}
                  </Text>
                </Group>
              </Stack>
            </Group>
            <Text size="xs" c="dimmed">
              {t('form.fixedHint')}
            </Text>
            <TextInput
              label={t('form.name')}
              required
              autoComplete="off"
              maw={480}
              {...form.textField('name')}
            />
            <HostNamesField
              value={values.hostNames}
              onChange={(hosts) => form.setValue('hostNames', hosts)}
              error={form.errors.hostNames}
            />
          </FormSection>

          <FormSection title={t('form.featuresSection')}>
            <FeaturesField
              control="switch"
              value={values.features}
              onChange={(features) => form.setValue('features', features)}
              error={form.errors.features}
            />
          </FormSection>

          <FormSection title={t('form.subscription')} description={t('form.subscriptionHint')}>
            <Radio.Group
              label={t('form.subscriptionStatus')}
              value={values.subscriptionStatus}
              onChange={(status) =>
                form.setValue('subscriptionStatus', status as TenantEditValues['subscriptionStatus'])
              }
              error={form.errors.subscriptionStatus}
            >
              <Stack gap="sm" mt="xs">
                {subscriptionStatuses.map((status) => (
                  <Radio
                    key={status}
                    value={status}
                    label={t(`subscription.${status}`)}
                    description={t(`subscriptionHints.${status}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </FormSection>

          <FormSection title={t('form.console')}>
            <Checkbox.Group
              label={t('form.hiddenMenuItems')}
              description={t('form.hiddenMenuItemsHint')}
              value={values.hiddenMenuItems}
              onChange={(items) =>
                form.setValue(
                  'hiddenMenuItems',
                  hideableMenuItems.filter((item) => items.includes(item)),
                )
              }
              error={form.errors.hiddenMenuItems}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
                {hideableMenuItems.map((item) => (
                  <Checkbox key={item} value={item} label={t(`menuItems.${menuItemKeys[item] ?? item}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Select
              label={t('form.consolidationReport')}
              description={t('form.consolidationReportHint')}
              data={consolidationReports.map((report) => ({
                value: report,
                label: t(`consolidation.${report}`),
              }))}
              value={values.consolidationReport}
              onChange={(report) =>
                report &&
                form.setValue('consolidationReport', report as TenantEditValues['consolidationReport'])
              }
              allowDeselect={false}
              error={form.errors.consolidationReport}
              maw={480}
            />
          </FormSection>

          <FormSection title={t('form.state')}>
            <Switch
              label={t('form.active')}
              // The switch's whole body is its <label>: named by the label alone, described by the hint.
              aria-label={t('form.active')}
              description={tenant.platform ? t('form.platformStaysActive') : t('form.activeHint')}
              checked={values.active}
              disabled={tenant.platform && values.active}
              onChange={(event) => {
                if (event.currentTarget.checked) form.setValue('active', true);
                else setAskingDeactivate(true);
              }}
              error={form.errors.active}
            />
          </FormSection>
        </Stack>
      </FormPage>
      <DeactivateModal
        opened={askingDeactivate}
        name={tenant.name}
        onClose={() => setAskingDeactivate(false)}
        onConfirm={() => {
          form.setValue('active', false);
          setAskingDeactivate(false);
        }}
      />
    </div>
  );
}
