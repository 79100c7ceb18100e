import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { type IntegrationProviderKey, integrationProviders, providersInGroup } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useProviders } from '../api.js';
import { type IntegrationPageGroup, integrationGroupOfPath, integrationUrl } from '../urls.js';
import { ProviderPanel } from './provider-panel.js';

/** The group's providers; Uber DaaS is behind the tenant's `uberdaas` flag (spec part 1 §1 "Feature flags"). */
function useGroupProviders(group: IntegrationPageGroup): IntegrationProviderKey[] {
  const { features } = useTenant();
  return providersInGroup(group).filter((key) => key !== 'uber_daas' || features.includes('uberdaas'));
}

/**
 * One INTEGRACIONES page (delivery, channels, payment methods, POS, other services): a tab per
 * provider with how many stores have it configured, the tab in the address.
 */
export default function IntegrationPage() {
  const { pathname } = useLocation();
  const group = (integrationGroupOfPath(pathname) ?? 'delivery') as IntegrationPageGroup;
  return <IntegrationGroupTabs key={group} group={group} />;
}

function IntegrationGroupTabs({ group }: { group: IntegrationPageGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  const providers = useGroupProviders(group);
  const summaries = useProviders(group);
  const first = providers[0];
  if (!first) return null;
  if (!tabName || !providers.includes(tabName as IntegrationProviderKey))
    return <Navigate to={integrationUrl(group, first)} replace />;
  const configured = (key: string) => summaries.data?.data.find((s) => s.key === key)?.configuredStores ?? 0;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(`integrations:titles.${group}`)}
      </Title>
      <Tabs
        value={tabName}
        onChange={(value) => value && navigate(integrationUrl(group, value))}
        keepMounted={false}
      >
        <Tabs.List>
          {providers.map((key) => (
            <Tabs.Tab key={key} value={key}>
              <Group gap={6} wrap="nowrap">
                {integrationProviders[key].label}
                <Badge size="sm" variant="light" color={configured(key) > 0 ? 'green' : 'gray'}>
                  {configured(key) > 0
                    ? t('integrations:storesConfigured', { count: configured(key) })
                    : t('integrations:notConfigured')}
                </Badge>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {providers.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <ProviderPanel provider={key} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
