import { Badge } from '@mantine/core';
import type { CouponKind } from '@tablero/domain';
import { useTranslation } from 'react-i18next';

const colours: Record<CouponKind, string> = { percentage: 'blue', giftcard: 'teal', gift: 'grape' };

export function CouponKindBadge({ kind }: { kind: CouponKind }) {
  const { t } = useTranslation('coupons');
  return (
    <Badge color={colours[kind]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`kinds.${kind}`)}
    </Badge>
  );
}
