import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../api.js';

/** The cover's 300×300 crop, small; a placeholder when the product has no picture. */
export function ProductThumbnail({ product }: { product: ProductRow }) {
  const { t } = useTranslation('products');
  if (!product.picture)
    return (
      <Avatar radius="sm" size={44} aria-label={t('noPicture')} role="img">
        <IconPhoto size={20} aria-hidden />
      </Avatar>
    );
  return (
    <Avatar
      src={product.picture.smallUrl}
      alt={t('pictureOf', { name: product.name })}
      radius="sm"
      size={44}
      data-testid="product-thumbnail"
    />
  );
}
