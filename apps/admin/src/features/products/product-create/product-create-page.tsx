import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { notAuthorizedUrl } from '../../misc/urls.js';
import { useSaveProduct } from '../api.js';
import { ProductFormHeader } from '../components/product-form-header.js';
import { productBodyOf } from '../product-form/product-body.js';
import { ProductForm } from '../product-form/product-form.js';
import { newProductFormValues } from '../product-form/product-form-values.js';
import { productsUrl } from '../urls.js';

/** `/products/add-product`: one POST, then back to the list. */
export default function ProductCreatePage() {
  const { t } = useTranslation('products');
  const can = useCan();
  const navigate = useNavigate();
  const save = useSaveProduct(null);
  const [initialValues] = useState(newProductFormValues);

  if (!can({ policy: 'products', action: 'create' })) return <Navigate to={notAuthorizedUrl()} replace />;

  return (
    <Stack gap="lg">
      <ProductFormHeader title={t('form.createTitle')} />
      <ProductForm
        initialValues={initialValues}
        readOnly={false}
        submitLabel={t('form.createSubmit')}
        submit={(values) => save(productBodyOf(values))}
        onSaved={() => {
          showSuccess(t('form.created'));
          navigate(productsUrl());
        }}
      />
    </Stack>
  );
}
