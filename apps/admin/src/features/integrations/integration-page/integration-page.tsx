import { Badge, Group, Stack, Tabs, Title } from '@mantine/core';
import { type IntegrationProviderKey, integrationProviders, providersInGroup } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useProviders } from '../api.js';
import { deliveryIntegrationUrl } from '../urls.js';
import { ProviderPanel } from './provider-panel.js';

/** Uber DaaS is behind the tenant's `uberdaas` flag (spec part 1 §1 "Feature flags"). */
function useDeliveryProviders(): IntegrationProviderKey[] {
  const { features } = useTenant();
  return providersInGroup('delivery').filter((key) => key !== 'uber_daas' || features.includes('uberdaas'));
}

export default function DeliveryIntegrationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tabName } = useParams();
  const providers = useDeliveryProviders();
  const summaries = useProviders('delivery');
  const first = providers[0];
  if (!first) return null;
  if (!tabName || !providers.includes(tabName as IntegrationProviderKey))
    return <Navigate to={deliveryIntegrationUrl(first)} replace />;
  const configured = (key: string) => summaries.data?.data.find((s) => s.key === key)?.configuredStores ?? 0;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('integrations:deliveryTitle')}
      </Title>
      <Tabs
        value={tabName}
        onChange={(value) => value && navigate(deliveryIntegrationUrl(value))}
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
