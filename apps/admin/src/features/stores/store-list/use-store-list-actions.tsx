import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { storeCustomerLink } from '../../../app/tenant/tenant-links.js';
import { loadNamespaces } from '../../../i18n/index.js';
import { useDateTime } from '../../../shared/format/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { showError, showSuccess, showWarning } from '../../../shared/ui/toasts.js';
import { type StoreRow, type StoresChanged, useStoreActions } from '../api.js';
import { showClosingNotice } from '../components/closing-notice.js';
import type { StoreClosing } from '../components/store-closing.js';
import type { StoreRowHandlers } from './store-row-actions.js';

/*
 * The list is the landing page: what only an action needs (the closing dialog with its date
 * pickers, the channels dialog, the QR encoder) is fetched when that action is first taken.
 */
const CloseStoreDialog = lazy(async () => ({
  default: (await import('../components/close-store-dialog.js')).CloseStoreDialog,
}));
// Its translations come with its code: most visits to the list never open it.
const MenuSyncDialog = lazy(async () => ({
  default: (
    await Promise.all([import('../../menu-sync/menu-sync-dialog.js'), loadNamespaces(['menuSync'])])
  )[0].MenuSyncDialog,
}));

async function downloadQr(link: string, storeName: string): Promise<void> {
  const { downloadStoreQr, qrFileName } = await import('../components/store-qr.js');
  await downloadStoreQr(link, qrFileName(storeName));
}

interface Target {
  ids: number[];
  names: string[];
  /** Clears the list's selection once the bulk action is done. */
  done?: () => void;
}

/** The list's actions on one store or many, with the dialogs and messages they need. */
export function useStoreListActions(): {
  handlers: StoreRowHandlers;
  closeMany(ids: number[], done: () => void): void;
  openMany(ids: number[], done: () => void): void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const tenant = useTenant();
  const dateTime = useDateTime();
  const { close, reopen, remove } = useStoreActions();
  const [closing, setClosing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<StoreRow | null>(null);
  const [syncing, setSyncing] = useState<StoreRow | null>(null);

  const report = (result: StoresChanged, target: Target, success: string) => {
    target.done?.();
    if (result.failedStores.length > 0) {
      const names = result.failedStores.map((store) => store.name ?? `#${store.id}`).join(', ');
      showWarning(t('stores:bulk.someFailed', { count: result.failedStores.length, names }));
      return;
    }
    const window = result.store?.scheduledClosingTimes.at(-1);
    if (result.store && window && closing) {
      showClosingNotice(
        t('stores:closing.notice', {
          name: result.store.name,
          start: dateTime(window.startDatetime),
          end: dateTime(window.endDatetime),
        }),
      );
      return;
    }
    showSuccess(success);
  };

  const openStores = async (target: Target) => {
    const result = await reopen.mutateAsync(target.ids);
    report(result, target, t('stores:opened', { count: target.ids.length }));
  };

  const closeStores = async (kind: StoreClosing) => {
    if (!closing) return;
    const result = await close.mutateAsync({ ids: closing.ids, closing: kind });
    report(result, closing, t('stores:closed', { count: closing.ids.length }));
  };

  const handlers: StoreRowHandlers = {
    onOpen: (store) => void openStores({ ids: [store.id], names: [store.name] }).catch(() => undefined),
    onClose: (store) => setClosing({ ids: [store.id], names: [store.name] }),
    onQr: (store) =>
      void downloadQr(storeCustomerLink(tenant, store), store.name).catch(() =>
        showError(t('stores:qrFailed')),
      ),
    onDelete: (store) => setDeleting(store),
    onChannels: (store) => setSyncing(store),
  };

  const dialogs = (
    <>
      {closing && (
        <Suspense fallback={null}>
          <CloseStoreDialog
            opened
            storeNames={closing.names}
            onSubmit={closeStores}
            onClose={() => setClosing(null)}
          />
        </Suspense>
      )}
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('stores:deleteSubject', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showSuccess(t('stores:deleted'));
        }}
        onClose={() => setDeleting(null)}
      />
      {syncing && (
        <Suspense fallback={null}>
          <MenuSyncDialog store={syncing} onClose={() => setSyncing(null)} />
        </Suspense>
      )}
    </>
  );

  return {
    handlers,
    closeMany: (ids, done) => setClosing({ ids, names: ids.map(String), done }),
    openMany: (ids, done) => void openStores({ ids, names: [], done }).catch(() => undefined),
    dialogs,
  };
}
