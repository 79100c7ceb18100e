import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { type DriverWrite, driverKinds, driverStatuses, resolveDriverWrite } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalForm } from '../../../shared/ui/form-page/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Driver, driverKeys, saveDriver } from '../api.js';

interface DriverFormModalProps {
  /** The driver to edit; null to add one. */
  driver: Driver | null;
  stores: { id: number; name: string }[];
  onClose(): void;
}

type Errors = Partial<Record<'name' | 'kind' | 'max_capacity' | 'store_id' | 'status', string>>;

/** Adds or edits a driver; a refused save shows every message under its field and focuses the first. */
export default function DriverFormModal({ driver, stores, onClose }: DriverFormModalProps) {
  const { t } = useTranslation('drivers');
  const client = useQueryClient();
  const [name, setName] = useState(driver?.name ?? '');
  const [kind, setKind] = useState<string | null>(driver?.kind ?? 'motorcycle');
  const [capacity, setCapacity] = useState<number | string>(driver?.maxCapacity ?? 2);
  const [storeId, setStoreId] = useState<string | null>(
    driver ? String(driver.storeId) : stores.length === 1 ? String(stores[0]?.id) : null,
  );
  const [status, setStatus] = useState<string | null>(driver?.status ?? 'in_store');
  const { form, errors, refuse, changed, saving, save } = useModalForm<keyof Errors>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: DriverWrite = {
      name,
      kind: kind as Driver['kind'],
      max_capacity: typeof capacity === 'number' ? capacity : Number.NaN,
      store_id: storeId ? Number(storeId) : (undefined as unknown as number),
      ...(driver ? { status: status as Driver['status'] } : {}),
    };
    const checked = resolveDriverWrite(undefined, body);
    if ('errors' in checked) return refuse(checked.errors);
    await save(async () => {
      const { name: n, kind: k, max_capacity, store_id, status: s } = checked.state;
      await saveDriver(driver?.id ?? null, {
        name: n,
        kind: k,
        maxCapacity: max_capacity,
        storeId: store_id,
        status: s,
      });
      await client.invalidateQueries({ queryKey: driverKeys.lists() });
      showSuccess(driver ? t('form.saved') : t('form.created'));
      onClose();
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={driver ? t('form.editTitle', { name: driver.name }) : t('form.createTitle')}
      centered
      closeOnClickOutside={!saving}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('form.name')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              changed('name');
            }}
            error={errors.name}
            required
            maxLength={120}
            data-autofocus
          />
          <Group grow align="flex-start">
            <Select
              label={t('form.kind')}
              data={driverKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={kind}
              onChange={(value) => {
                setKind(value);
                changed('kind');
              }}
              error={errors.kind}
              allowDeselect={false}
              required
            />
            <NumberInput
              label={t('form.capacity')}
              description={t('form.capacityHint')}
              value={capacity}
              onChange={(value) => {
                setCapacity(value);
                changed('max_capacity');
              }}
              error={errors.max_capacity}
              min={1}
              max={20}
              allowDecimal={false}
              required
            />
          </Group>
          <Select
            label={t('form.store')}
            data={stores.map((s) => ({ value: String(s.id), label: s.name }))}
            value={storeId}
            onChange={(value) => {
              setStoreId(value);
              changed('store_id');
            }}
            error={errors.store_id}
            searchable
            required
          />
          {driver && (
            <Select
              label={t('form.status')}
              data={driverStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              value={status}
              onChange={setStatus}
              error={errors.status}
              allowDeselect={false}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
