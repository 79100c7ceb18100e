import { offeredDeliveryTypes } from '@tablero/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { useReadOnly } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { downloadDeliveryAreas, importDeliveryAreas, type Store, useUpdateStore } from '../api.js';
import { storeBodyOf } from '../store-form/store-body.js';
import { StoreForm } from '../store-form/store-form.js';
import { type StoreFormValues, storeFormValues } from '../store-form/store-form-values.js';
import { storePatch } from '../store-form/store-patch.js';
import { isEditStorePath, type StoreEditTab } from '../urls.js';

interface StoreEditFormProps {
  store: Store;
  tab: StoreEditTab;
  onTabChange(tab: StoreEditTab): void;
}

/** Editing a saved store: PATCH with only what changed, then the form holds the server's answer. */
export function StoreEditForm({ store, tab, onTabChange }: StoreEditFormProps) {
  const { t } = useTranslation('storeForm');
  const { country, features } = useTenant();
  const readOnly = useReadOnly('stores');
  const update = useUpdateStore(store.id);
  const [saved, setSaved] = useState(store);
  const offered = useMemo(
    () =>
      offeredDeliveryTypes({
        country,
        features,
        enabled: saved.deliveryMethods.filter((m) => m.enabled).map((m) => m.deliveryType),
      }),
    [country, features, saved],
  );
  const [initialValues] = useState(() => storeFormValues(store, offered));

  const submit = async (values: StoreFormValues) => {
    const patch = storePatch(storeBodyOf(storeFormValues(saved, offered)).body, storeBodyOf(values).body);
    const result = Object.keys(patch).length === 0 ? saved : await update(patch);
    setSaved(result);
    return result;
  };
  const keepsPage = useCallback((pathname: string) => isEditStorePath(store.id, pathname), [store.id]);

  return (
    <StoreForm
      initialValues={initialValues}
      saved={saved}
      tab={tab}
      onTabChange={onTabChange}
      readOnly={readOnly}
      submit={submit}
      afterSave={(_values, result) => storeFormValues(result, offered)}
      onSaved={() => showSuccess(t('updated'))}
      keepsPage={keepsPage}
      importKml={async (file) => {
        const result = await importDeliveryAreas(store.id, file);
        setSaved(result);
        return result;
      }}
      exportZones={(format) => downloadDeliveryAreas(store.id, format)}
    />
  );
}
