import { Center, Grid, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaList } from './area-list.js';
import { isShown, removeArea, updateArea } from './area-list-edits.js';
import type { DeliveryArea, GeoPoint } from './delivery-area.js';
import { KmlUploadButton } from './kml-upload-button.js';
import { useAreaPalette } from './use-area-palette.js';
import { nextZoneName } from './zone-names.js';

/** Leaflet, Geoman and their styles load only when a store form shows its zones. */
const DeliveryZonesMap = lazy(() => import('./delivery-zones-map.js'));

export interface DeliveryZonesEditorProps {
  /** Controlled: every edit comes back through `onChange`. */
  value: DeliveryArea[];
  /** Removing a saved area marks it `destroy`; an unsaved one is dropped. */
  onChange(next: DeliveryArea[]): void;
  /** The store's address, marked on the map; null while it has none. */
  center: GeoPoint | null;
  /** The tenant's tile URL template; null or empty shows a coordinate grid, as in tests offline. */
  tileUrl: string | null;
  /** Credit the tile provider asks for (OpenStreetMap's licence requires one). */
  tileAttribution?: string | null;
  readOnly?: boolean;
  /** Shows the KML upload button; called with a `.kml` file of at most 1.5 MB. */
  onImportKml?(file: File): void;
  /** True while the parent uploads the KML file. */
  importingKml?: boolean;
  /** Server messages by index into `value` (e.g. a duplicate name), shown on that area's name. */
  errors?: Record<number, string>;
}

export function DeliveryZonesEditor(props: DeliveryZonesEditorProps) {
  const {
    value,
    onChange,
    center,
    tileUrl,
    tileAttribution,
    readOnly = false,
    onImportKml,
    importingKml = false,
  } = props;
  const errors = props.errors ?? {};
  const { t } = useTranslation();
  const palette = useAreaPalette();
  const [selected, setSelected] = useState<number | null>(null);
  const selectedIndex = selected !== null && value[selected] && isShown(value[selected]) ? selected : null;

  const addDrawn = (points: GeoPoint[]) => {
    const name = nextZoneName(value, (number) => t('deliveryZones:newZoneName', { number }));
    onChange([...value, { name, kind: 'zone', locked: false, points }]);
    setSelected(value.length);
  };
  const remove = (index: number) => {
    onChange(removeArea(value, index));
    setSelected(null);
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Suspense
          fallback={
            <Center h={480} aria-busy>
              <Loader role="status" aria-label={t('deliveryZones:map.loading')} />
            </Center>
          }
        >
          <DeliveryZonesMap
            areas={value}
            selectedIndex={selectedIndex}
            center={center}
            tileUrl={tileUrl || null}
            tileAttribution={tileAttribution ?? null}
            readOnly={readOnly}
            palette={palette}
            onSelect={setSelected}
            onShapeChange={(index, points) => onChange(updateArea(value, index, { points }))}
            onDraw={addDrawn}
          />
        </Suspense>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          {onImportKml && !readOnly && <KmlUploadButton uploading={importingKml} onUpload={onImportKml} />}
          <AreaList
            areas={value}
            selectedIndex={selectedIndex}
            readOnly={readOnly}
            palette={palette}
            errors={errors}
            onSelect={setSelected}
            onChange={(index, changes) => onChange(updateArea(value, index, changes))}
            onRemove={remove}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
