import { Menu } from '@mantine/core';
import { IconPencil, IconTicket, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { RowActionsMenu } from '../../../shared/ui/data-table/index.js';
import type { CouponRow } from '../api.js';
import { editCouponUrl } from '../urls.js';

/** Edit, generate codes from it (not from an automatic one) and delete (asked first) one coupon. */
export function CouponRowActions({
  coupon,
  onDelete,
  onGenerate,
}: {
  coupon: CouponRow;
  onDelete(): void;
  onGenerate(): void;
}) {
  const { t } = useTranslation('coupons');
  const can = useCan();
  return (
    <RowActionsMenu label={t('actions.menu', { code: coupon.code })}>
      <Menu.Item
        component={Link}
        to={editCouponUrl(coupon.id)}
        leftSection={<IconPencil size={16} aria-hidden />}
      >
        {t('actions.edit')}
      </Menu.Item>
      {can({ policy: 'coupons', action: 'create' }) && !coupon.automatic && (
        <Menu.Item leftSection={<IconTicket size={16} aria-hidden />} onClick={onGenerate}>
          {t('actions.generate')}
        </Menu.Item>
      )}
      {can({ policy: 'coupons', action: 'delete' }) && (
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      )}
    </RowActionsMenu>
  );
}
