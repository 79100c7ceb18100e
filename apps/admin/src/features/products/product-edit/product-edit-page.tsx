import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProduct } from '../api.js';
import { ProductFormHeader } from '../components/product-form-header.js';
import { ProductEditForm } from './product-edit-form.js';
import { ProductNotFound } from './product-not-found.js';

/** `/products/edit-product/{id}`. */
export default function ProductEditPage() {
  const { t } = useTranslation('products');
  const id = Number(useParams().id);
  const product = useProduct(id);

  if (!Number.isSafeInteger(id) || id <= 0 || product.data === null) return <ProductNotFound />;
  if (product.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (product.isError)
    return (
      <Alert color="red" title={t('form.loadFailed')}>
        <Button variant="light" mt="sm" onClick={() => void product.refetch()}>
          {t('common:retry')}
        </Button>
      </Alert>
    );

  return (
    <Stack gap="lg">
      <ProductFormHeader title={t('form.editTitle', { name: product.data.name })} />
      <ProductEditForm key={product.data.id} product={product.data} />
    </Stack>
  );
}
