import { Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage, useFormPage } from '../../../shared/ui/form-page/index.js';
import { showSuccess, showWarning } from '../../../shared/ui/toasts.js';
import { type FailedStore, useMassiveUpdateStores, useStoreOptions } from '../api.js';
import { type BulkEditTab, isBulkEditPath } from '../urls.js';
import { bulkEditBody } from './bulk-edit-body.js';
import { checkBulkEdit } from './bulk-edit-check.js';
import { type BulkEditOutcome, splitResults } from './bulk-edit-results.js';
import { BulkEditResultsPanel } from './bulk-edit-results-panel.js';
import { type BulkEditValues, newBulkEditValues } from './bulk-edit-values.js';
import { PaymentFields } from './payment-fields.js';
import { SchedulesFields } from './schedules-fields.js';
import { StorePicker } from './store-picker.js';
import { useChosenStores } from './use-chosen-stores.js';

interface BulkEditFormProps {
  tab: BulkEditTab;
  /** The tabs this user may use (payment methods needs its own action). */
  tabs: readonly BulkEditTab[];
  onTabChange(tab: BulkEditTab): void;
}

interface Submitted {
  sent: number[];
  failed: FailedStore[];
}

/**
 * The bulk edit (spec part 1 §2, §4): the chosen stores, the tab's changes, and what became of
 * each store. Failed stores stay chosen so they can be fixed and sent again; updated ones leave.
 */
export function BulkEditForm({ tab, tabs, onTabChange }: BulkEditFormProps) {
  const { t } = useTranslation('storeBulkEdit');
  const [ids, setIds] = useChosenStores();
  const options = useStoreOptions();
  const massiveUpdate = useMassiveUpdateStores();
  const [outcome, setOutcome] = useState<BulkEditOutcome | null>(null);

  const report = ({ sent, failed }: Submitted) => {
    const result = splitResults(sent, failed, options.data?.data ?? []);
    setOutcome(result);
    setIds(result.failed.map((store) => store.id));
    if (result.failed.length > 0) showWarning(t('someFailed', { count: result.failed.length }));
    else showSuccess(t('updated', { count: result.succeeded.length }));
  };

  const form = useFormPage<BulkEditValues>({
    initialValues: newBulkEditValues(),
    toInput: (values) => bulkEditBody(values, tab, ids),
    validate: (input) =>
      checkBulkEdit(input as Record<string, unknown>, { nothingToChange: t('nothingToChange') }),
    submit: async (values): Promise<Submitted> => {
      const sent = [...ids];
      return { sent, failed: await massiveUpdate(bulkEditBody(values, tab, sent)) };
    },
    onSaved: (result) => report(result as Submitted),
    nestedErrorPaths: true,
  });

  return (
    <Tabs value={tab} onChange={(value) => value && onTabChange(value as BulkEditTab)} keepMounted={false}>
      <FormPage
        form={form}
        label={t('title')}
        submitLabel={t('submit', { count: ids.length })}
        keepsPage={isBulkEditPath}
      >
        <Stack gap="lg">
          <StorePicker
            stores={options.data?.data}
            loadFailed={options.isError}
            onRetry={() => void options.refetch()}
            value={ids}
            onChange={setIds}
            error={ids.length === 0 ? form.errors.storeIds : undefined}
            disabled={form.saving}
          />
          {outcome && <BulkEditResultsPanel outcome={outcome} />}
          <Tabs.List aria-label={t('tabs.label')}>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="schedules">
            <SchedulesFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="payment-methods">
            <PaymentFields form={form} />
          </Tabs.Panel>
        </Stack>
      </FormPage>
    </Tabs>
  );
}
