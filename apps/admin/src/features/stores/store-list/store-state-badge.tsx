import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import type { StoreRow } from '../api.js';

/** Open or closed now, with why and until when on hover (computed by the API in the tenant zone). */
export function StoreStateBadge({ store }: { store: Pick<StoreRow, 'open' | 'opening'> }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { reason, until } = store.opening;
  const detail = [
    t(`stores:state.reasons.${reason}`),
    until ? t('stores:state.until', { at: dateTime(until) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip label={detail} withArrow>
      <Badge color={store.open ? 'green' : 'red'} variant="light" data-testid="store-state">
        {store.open ? t('stores:state.open') : t('stores:state.closed')}
      </Badge>
    </Tooltip>
  );
}
