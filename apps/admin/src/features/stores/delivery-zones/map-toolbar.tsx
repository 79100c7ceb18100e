import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPolygon, IconX, IconZoomScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditMode } from './area-polygon.js';

interface MapToolbarProps {
  drawing: boolean;
  readOnly: boolean;
  onDraw(): void;
  onCancelDrawing(): void;
  onFitAll(): void;
  editMode: EditMode;
  /** False while no unlocked area is selected. */
  canEdit: boolean;
  onEditModeChange(mode: EditMode): void;
}

export function MapToolbar(props: MapToolbarProps) {
  const { drawing, readOnly, onDraw, onCancelDrawing, onFitAll, editMode, canEdit, onEditModeChange } = props;
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {!readOnly &&
        (drawing ? (
          <Button variant="default" leftSection={<IconX size={16} aria-hidden />} onClick={onCancelDrawing}>
            {t('deliveryZones:map.cancelDrawing')}
          </Button>
        ) : (
          <Button leftSection={<IconPolygon size={16} aria-hidden />} onClick={onDraw}>
            {t('deliveryZones:map.draw')}
          </Button>
        ))}
      {!readOnly && (
        <SegmentedControl
          aria-label={t('deliveryZones:map.editMode')}
          value={editMode}
          onChange={(mode) => onEditModeChange(mode as EditMode)}
          disabled={!canEdit || drawing}
          data={[
            { value: 'vertices', label: t('deliveryZones:map.editVertices') },
            { value: 'move', label: t('deliveryZones:map.moveArea') },
          ]}
        />
      )}
      <Button variant="default" leftSection={<IconZoomScan size={16} aria-hidden />} onClick={onFitAll}>
        {t('deliveryZones:map.fitAll')}
      </Button>
    </Group>
  );
}
