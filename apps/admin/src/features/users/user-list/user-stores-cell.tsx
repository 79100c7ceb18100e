import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip.js';

const SHOWN = 2;

/** A user's stores by name: the first two and how many more, all of them in a tooltip. */
export function UserStoresCell({ storeIds, names }: { storeIds: number[]; names: Map<number, string> }) {
  const { t } = useTranslation('users');
  const all = storeIds.map((id) => names.get(id) ?? `#${id}`);
  const more = all.length - SHOWN;
  if (more <= 0) return <Text size="sm">{all.join(', ')}</Text>;
  const text = `${all.slice(0, SHOWN).join(', ')} ${t('moreStores', { count: more })}`;
  return (
    <HoverTooltip label={all.join(', ')} multiline maw={360} withArrow>
      <Text size="sm" tabIndex={0} aria-label={all.join(', ')}>
        {text}
      </Text>
    </HoverTooltip>
  );
}
