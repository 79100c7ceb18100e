import { ActionIcon, Group, Paper, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AreaChanges } from './area-list-edits.js';
import type { DeliveryArea, DeliveryAreaKind } from './delivery-area.js';

interface AreaRowProps {
  area: DeliveryArea;
  /** The area's name, or a stand-in while it is empty. */
  label: string;
  color: string;
  selected: boolean;
  readOnly: boolean;
  /** The server's message for this area, else the duplicate-name warning. */
  error?: string;
  onSelect(): void;
  onChange(changes: AreaChanges): void;
  onDelete(): void;
}

/**
 * A locked area keeps its name, kind and shape and cannot be deleted until it is unlocked. Its
 * fields are read-only rather than disabled, so the name stays legible and reachable by keyboard.
 */
export function AreaRow(props: AreaRowProps) {
  const { area, label, color, selected, readOnly, error, onSelect, onChange, onDelete } = props;
  const { t } = useTranslation();
  const frozen = readOnly || area.locked;

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      onFocusCapture={onSelect}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{
        borderInlineStart: `4px ${area.kind === 'exclusion' ? 'dashed' : 'solid'} ${color}`,
        outline: selected ? '2px solid var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            aria-label={t('deliveryZones:list.name')}
            value={area.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            readOnly={frozen}
            error={error}
            leftSection={area.locked ? <IconLock size={16} aria-hidden /> : undefined}
            description={area.locked ? t('deliveryZones:list.lockedHint') : undefined}
            inputWrapperOrder={['input', 'description', 'error']}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('deliveryZones:list.delete', { name: label })}
              disabled={area.locked}
              onClick={onDelete}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label={t('deliveryZones:list.kind')}
            value={area.kind}
            onChange={(kind) => onChange({ kind: kind as DeliveryAreaKind })}
            readOnly={frozen}
            data={[
              { value: 'zone', label: t('deliveryZones:kinds.zone') },
              { value: 'exclusion', label: t('deliveryZones:kinds.exclusion') },
            ]}
          />
          <Switch
            label={t('deliveryZones:list.locked')}
            checked={area.locked}
            onChange={(event) => onChange({ locked: event.currentTarget.checked })}
            disabled={readOnly}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
