import { reorderedPositions } from '@tablero/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, request } from '../../../shared/http/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { showSuccess, showWarning } from '../../../shared/ui/toasts.js';
import { type Modifier, modifierKeys, useModifierActions } from '../api.js';
import { CloneDoneDialog } from '../components/clone-done-dialog.js';
import type { ModifierRowHandlers } from './modifier-row-actions.js';

const reasonOf = (error: unknown) =>
  isApiError(error) ? (error.fieldErrors[0]?.message ?? error.message) : String(error);

/** The list's actions on one modifier or many, with the dialogs they need. */
export function useModifierListActions(rows: Modifier[] | undefined): {
  /** The rows as shown: a dropped order shows at once, before the server has it. */
  shown: Modifier[] | undefined;
  handlers: ModifierRowHandlers;
  reorder(ids: number[]): void;
  deleteMany(ids: number[]): Promise<void>;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('modifiers');
  const { remove, clone, reorder } = useModifierActions();
  const [deleting, setDeleting] = useState<Modifier | null>(null);
  const [copy, setCopy] = useState<Modifier | null>(null);
  const [dropped, setDropped] = useState<number[] | null>(null);
  const client = useQueryClient();
  const shown =
    rows && dropped ? [...rows].sort((a, b) => dropped.indexOf(a.id) - dropped.indexOf(b.id)) : rows;

  const handlers: ModifierRowHandlers = {
    onClone: (modifier) => void clone.mutateAsync(modifier.id).then(setCopy, () => undefined),
    onDelete: setDeleting,
  };

  /** The dropped order takes the places the page's rows held, so other pages keep theirs. */
  const moveRows = (ids: number[]) => {
    if (!rows || dropped) return;
    const before = rows.map((row) => ({ id: row.id, position: row.position }));
    const moved = reorderedPositions(before, ids).filter(
      (item) => before.find((row) => row.id === item.id)?.position !== item.position,
    );
    if (moved.length === 0) return;
    setDropped(ids);
    reorder
      .mutateAsync(moved)
      .then(
        () => showSuccess(t('list.reordered')),
        () => undefined,
      )
      .finally(() => setDropped(null));
  };

  /**
   * Delete-all: groups first, so that options they list can go after them; what cannot go (a
   * product still offers it) is said by name with its reason.
   */
  const deleteMany = async (ids: number[]) => {
    const chosen = (rows ?? []).filter((row) => ids.includes(row.id));
    chosen.sort((a, b) => (a.type === b.type ? 0 : a.type === 'parent' ? -1 : 1));
    const failed: string[] = [];
    for (const modifier of chosen) {
      try {
        await request(`/api/admin/v1/modifiers/${modifier.id}`, { method: 'DELETE' });
      } catch (error) {
        failed.push(`${modifier.name}: ${reasonOf(error)}`);
      }
    }
    await client.invalidateQueries({ queryKey: modifierKeys.all });
    if (failed.length > 0)
      showWarning(t('list.someNotDeleted', { count: failed.length, list: failed.join(' · ') }));
    else showSuccess(t('list.deletedMany', { count: chosen.length }));
  };

  const dialogs = (
    <>
      <ConfirmDelete
        opened={deleting !== null}
        subject={t('deleteSubject', { name: deleting?.name ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          // A refusal (a product offers it) is the mutation's toast, which names the product.
          await remove.mutateAsync(deleting.id).then(
            () => showSuccess(t('deleted')),
            () => undefined,
          );
        }}
        onClose={() => setDeleting(null)}
      />
      <CloneDoneDialog copy={copy} onClose={() => setCopy(null)} />
    </>
  );

  return { shown, handlers, reorder: moveRows, deleteMany, dialogs };
}
