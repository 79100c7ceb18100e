import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerMenu, Menu } from '../api.js';

/**
 * What the saved menu prices and the customer does not see right now: inactive collections, and
 * products the API leaves out (hidden, outside their availability window or weekdays, or not
 * offered on this platform or dispatch method).
 */
export function HiddenNow({ saved, shown }: { saved: Menu; shown: CustomerMenu }) {
  const { t } = useTranslation('menus');
  const shownIds = new Set(shown.collections.flatMap((c) => c.prices.map((p) => p.id)));
  const inactive = saved.priceGroups.filter((g) => g.status === 'inactive');
  const absent = saved.priceGroups
    .filter((g) => g.status === 'active')
    .flatMap((g) => g.prices.filter((p) => !shownIds.has(p.id)).map((p) => ({ group: g.name, price: p })));
  if (inactive.length === 0 && absent.length === 0) return null;
  return (
    <Alert color="gray" variant="light" title={t('preview.hiddenTitle')} data-testid="hidden-now">
      <Text size="sm" mb="xs">
        {t('preview.hiddenWhy')}
      </Text>
      <List size="sm" spacing={2}>
        {inactive.map((g) => (
          <List.Item key={`g${g.id}`}>{t('preview.inactiveCollection', { name: g.name })}</List.Item>
        ))}
        {absent.map(({ group, price }) => (
          <List.Item key={`p${price.id}`}>
            {t('preview.absentProduct', { product: price.productName, collection: group })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
