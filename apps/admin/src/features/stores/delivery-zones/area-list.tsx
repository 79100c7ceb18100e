import { EmptyState, Stack, Text } from '@mantine/core';
import { IconPolygon } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { type AreaChanges, isShown, pendingRemovals } from './area-list-edits.js';
import { AreaRow } from './area-row.js';
import { type AreaPalette, kindColor } from './area-style.js';
import type { DeliveryArea } from './delivery-area.js';
import { duplicateNameIndexes } from './zone-names.js';

interface AreaListProps {
  areas: DeliveryArea[];
  selectedIndex: number | null;
  readOnly: boolean;
  palette: AreaPalette;
  errors: Record<number, string>;
  onSelect(index: number): void;
  onChange(index: number, changes: AreaChanges): void;
  onRemove(index: number): void;
}

/** Everything the map does except drawing, from the keyboard: name, kind, lock, delete. */
export function AreaList(props: AreaListProps) {
  const { areas, selectedIndex, readOnly, palette, errors, onSelect, onChange, onRemove } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  // Kept after closing, so the dialog's title does not go blank while it fades out.
  const [target, setTarget] = useState({ index: -1, label: '' });
  const duplicates = useMemo(() => duplicateNameIndexes(areas), [areas]);
  const removals = pendingRemovals(areas);
  const labelOf = (area: DeliveryArea) => area.name.trim() || t('deliveryZones:unnamed');
  const shown = areas.flatMap((area, index) => (isShown(area) ? [{ area, index }] : []));

  return (
    <Stack gap="xs">
      {shown.length === 0 ? (
        <EmptyState
          icon={<IconPolygon aria-hidden />}
          title={t('deliveryZones:list.empty')}
          description={t(readOnly ? 'deliveryZones:list.emptyReadOnly' : 'deliveryZones:list.emptyHelp')}
        />
      ) : (
        <Stack component="ul" gap="xs" aria-label={t('deliveryZones:list.label')} m={0} p={0}>
          {shown.map(({ area, index }) => (
            <AreaRow
              key={index}
              area={area}
              label={labelOf(area)}
              color={kindColor(area.kind, palette)}
              selected={index === selectedIndex}
              readOnly={readOnly}
              error={
                errors[index] ?? (duplicates.has(index) ? t('deliveryZones:list.duplicateName') : undefined)
              }
              onSelect={() => onSelect(index)}
              onChange={(changes) => onChange(index, changes)}
              onDelete={() => {
                setTarget({ index, label: labelOf(area) });
                setConfirming(true);
              }}
            />
          ))}
        </Stack>
      )}
      {removals > 0 && (
        <Text size="sm" c="dimmed">
          {t('deliveryZones:list.pendingRemovals', { count: removals })}
        </Text>
      )}
      <ConfirmDelete
        opened={confirming}
        subject={t('deliveryZones:list.deleteSubject', { name: target.label })}
        onConfirm={() => onRemove(target.index)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
