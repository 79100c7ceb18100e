import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip.js';
import type { StoreRow } from '../api.js';

type BadgeStore = Pick<StoreRow, 'open' | 'opening'>;

/** Why the store is open or closed, and until when: written only while the tooltip shows. */
function StateDetail({ store }: { store: BadgeStore }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const { reason, until } = store.opening;
  return [
    t(`stores:state.reasons.${reason}`),
    until ? t('stores:state.until', { at: dateTime(until) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Open or closed now, with why and until when on hover (computed by the API in the tenant zone). */
export function StoreStateBadge({ store }: { store: BadgeStore }) {
  const { t } = useTranslation();
  return (
    <HoverTooltip label={<StateDetail store={store} />} withArrow>
      <Badge color={store.open ? 'green' : 'red'} variant="light" data-testid="store-state">
        {store.open ? t('stores:state.open') : t('stores:state.closed')}
      </Badge>
    </HoverTooltip>
  );
}
