import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { ConfirmDelete } from '../../../shared/ui/confirm-delete/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type CouponRow, couponKeys, deleteCoupon } from '../api.js';

/** A coupon the API would not delete (a used one answers 1019), and why, in the server's words. */
export interface DeleteRefusal {
  code: string;
  reason: string;
}

/** Deleting one coupon, asked first; a refusal stays on the list page until dismissed. */
export function useCouponDelete(): {
  askDelete(coupon: CouponRow): void;
  refusal: DeleteRefusal | null;
  clearRefusal(): void;
  dialog: ReactNode;
} {
  const { t } = useTranslation('coupons');
  const client = useQueryClient();
  const [asking, setAsking] = useState<CouponRow | null>(null);
  const [refusal, setRefusal] = useState<DeleteRefusal | null>(null);

  const remove = async (coupon: CouponRow) => {
    setRefusal(null);
    try {
      await deleteCoupon(coupon.id);
      showSuccess(t('deleted'));
    } catch (error) {
      // 401/403 are the HTTP client's to handle; anything else is this coupon's refusal.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) throw error;
      setRefusal({ code: coupon.code, reason: error instanceof Error ? error.message : String(error) });
    } finally {
      await client.invalidateQueries({ queryKey: couponKeys.lists() });
    }
  };

  const dialog = (
    <ConfirmDelete
      opened={asking !== null}
      subject={t('deleteSubject', { code: asking?.code ?? '' })}
      onConfirm={async () => {
        if (asking) await remove(asking);
      }}
      onClose={() => setAsking(null)}
    />
  );
  return { askDelete: setAsking, refusal, clearRefusal: () => setRefusal(null), dialog };
}
