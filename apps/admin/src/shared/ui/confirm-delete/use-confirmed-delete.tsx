import { type ReactNode, useState } from 'react';
import { isApiError } from '../../http/index.js';
import { showError, showSuccess } from '../toasts.js';
import { ConfirmDelete } from './confirm-delete.js';

interface ConfirmedDeleteOptions<Row> {
  /** What goes, as the question names it: "al usuario Ana Pérez". */
  subject(row: Row): string;
  remove(row: Row): Promise<unknown>;
  /** The success toast and the failure toast (the server's reason follows it). */
  deleted: string;
  notDeleted: string;
}

/**
 * Deleting one row, asked first (spec part 1 §5), with a toast either way (part 2 §8). A 401 or
 * 403 has already been handled by the HTTP client, so it only closes the question.
 */
export function useConfirmedDelete<Row>(options: ConfirmedDeleteOptions<Row>): {
  askDelete(row: Row): void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<Row | null>(null);

  const confirm = async () => {
    if (asking === null) return;
    try {
      await options.remove(asking);
      showSuccess(options.deleted);
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      showError(`${options.notDeleted} ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const dialog = (
    <ConfirmDelete
      opened={asking !== null}
      subject={asking === null ? '' : options.subject(asking)}
      onConfirm={confirm}
      onClose={() => setAsking(null)}
    />
  );
  return { askDelete: setAsking, dialog };
}
