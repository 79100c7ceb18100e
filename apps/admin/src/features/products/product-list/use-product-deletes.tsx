import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { deleteProduct, type ProductRow, productKeys } from '../api.js';

/** A product the API would not delete, and why (it is priced on a menu, say). */
export interface DeleteFailure {
  id: number;
  name: string;
  reason: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Deleting one product (asked first) or the selected ones: each goes through its own DELETE, so
 * one refused (a product on a menu answers 422 naming the menu) does not stop the others, and
 * each refusal is listed with its reason.
 */
export function useProductDeletes(rows: ProductRow[] | undefined): {
  askDelete(product: ProductRow): void;
  deleteMany(ids: (string | number)[]): Promise<void>;
  failures: DeleteFailure[];
  clearFailures(): void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('products');
  const client = useQueryClient();
  const [asking, setAsking] = useState<ProductRow | null>(null);
  const [failures, setFailures] = useState<DeleteFailure[]>([]);

  const run = async (targets: { id: number; name: string }[]) => {
    const failed: DeleteFailure[] = [];
    for (const target of targets) {
      try {
        await deleteProduct(target.id);
      } catch (error) {
        // 401/403 are the HTTP client's to handle; anything else is this product's refusal.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
        failed.push({ ...target, reason: reasonOf(error) });
      }
    }
    await client.invalidateQueries({ queryKey: productKeys.all });
    setFailures(failed);
    const deleted = targets.length - failed.length;
    if (deleted > 0) showSuccess(targets.length === 1 ? t('deleted') : t('deletedMany', { count: deleted }));
  };

  const deleteMany = (ids: (string | number)[]) =>
    run(
      ids.map((id) => ({
        id: Number(id),
        name: rows?.find((row) => row.id === Number(id))?.name ?? `#${id}`,
      })),
    );

  const dialog = (
    <ConfirmDelete
      opened={asking !== null}
      subject={t('deleteSubject', { name: asking?.name ?? '' })}
      onConfirm={async () => {
        if (asking) await run([{ id: asking.id, name: asking.name }]);
      }}
      onClose={() => setAsking(null)}
    />
  );

  return { askDelete: setAsking, deleteMany, failures, clearFailures: () => setFailures([]), dialog };
}
