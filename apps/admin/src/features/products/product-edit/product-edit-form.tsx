import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReadOnly } from '../../../shared/permissions/use-read-only.js';
import { showSuccess } from '../../../shared/ui/toasts.js';
import { type Product, useModifierNames, useSaveProduct } from '../api.js';
import { productPatchOf } from '../product-form/product-body.js';
import { ProductForm } from '../product-form/product-form.js';
import { type ProductFormValues, productFormValues } from '../product-form/product-form-values.js';
import { productsUrl } from '../urls.js';

/** The saved product in the form, once its modifiers' names are known; saved with one PATCH. */
export function ProductEditForm({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const readOnly = useReadOnly('products');
  const save = useSaveProduct(product.id);
  const [modifierIds] = useState(() => product.modifiers.map((m) => m.modifierId));
  const { names, pending } = useModifierNames(modifierIds);

  if (pending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  return (
    <LoadedForm
      initialValues={productFormValues(product, names)}
      readOnly={readOnly}
      submit={(values) => save(productPatchOf(values, product))}
      onSaved={() => {
        showSuccess(t('form.updated'));
        navigate(productsUrl());
      }}
    />
  );
}

function LoadedForm(props: {
  initialValues: ProductFormValues;
  readOnly: boolean;
  submit(values: ProductFormValues): Promise<Product>;
  onSaved(): void;
}) {
  const [initialValues] = useState(props.initialValues);
  return (
    <ProductForm
      initialValues={initialValues}
      readOnly={props.readOnly}
      submit={props.submit}
      onSaved={props.onSaved}
    />
  );
}
