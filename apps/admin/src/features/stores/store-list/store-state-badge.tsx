import { Badge, Tooltip } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../shared/format/index.js';
import type { StoreRow } from '../api.js';

type BadgeStore = Pick<StoreRow, 'open' | 'opening'>;

/** Why the store is open or closed, and until when (written only when the tooltip shows). */
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

/**
 * Open or closed now, with why and until when on hover (computed by the API in the tenant zone).
 * The tooltip, with its positioning, is mounted on the first hover rather than with every row of
 * the landing list.
 */
export function StoreStateBadge({ store }: { store: BadgeStore }) {
  const { t } = useTranslation();
  const badge = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<boolean | null>(null);
  return (
    <>
      <Badge
        ref={badge}
        color={store.open ? 'green' : 'red'}
        variant="light"
        data-testid="store-state"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {store.open ? t('stores:state.open') : t('stores:state.closed')}
      </Badge>
      {hovered !== null && (
        <Tooltip target={badge} label={<StateDetail store={store} />} opened={hovered} withArrow />
      )}
    </>
  );
}
