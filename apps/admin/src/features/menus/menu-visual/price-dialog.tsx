import { Button, Group, Modal, Stack } from '@mantine/core';
import { fieldMessages } from '@tablero/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceInputs } from '../components/price-inputs.js';
import { ProductPicker } from '../components/product-picker.js';
import { newPrice } from '../menu-form/menu-edits.js';
import type { PriceValues } from '../menu-form/menu-values.js';

interface PriceDialogProps {
  /** The price to change, or null to add a product to the collection. */
  price: PriceValues | null;
  collection: string;
  /** Products the collection already prices (a product is priced once per collection). */
  takenProductIds: number[];
  onApply(price: PriceValues): void;
  onRemove?(): void;
  onClose(): void;
}

/** Changes one card's prices, or adds a product to a collection; the menu is saved with the form. */
export function PriceDialog({
  price,
  collection,
  takenProductIds,
  onApply,
  onRemove,
  onClose,
}: PriceDialogProps) {
  const { t } = useTranslation('menus');
  const [draft, setDraft] = useState<PriceValues>(() => price ?? newPrice());
  const [errors, setErrors] = useState<{ product?: string; price?: string }>({});
  const adding = price === null;

  const apply = () => {
    const found: typeof errors = {};
    if (draft.productId === null) found.product = fieldMessages.required(t('fields.product_id'));
    else if (adding && takenProductIds.includes(draft.productId)) found.product = t('dialog.taken');
    if (draft.price === '') found.price = fieldMessages.required(t('fields.price'));
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={
        adding ? t('dialog.addTitle', { collection }) : t('dialog.editTitle', { product: draft.productName })
      }
    >
      <Stack gap="md">
        {adding && (
          <ProductPicker
            label={t('prices.product')}
            value={draft.productId === null ? null : { id: draft.productId, name: draft.productName }}
            onPick={(product) =>
              setDraft((d) => ({
                ...newPrice(product),
                key: d.key,
                price: d.price === '' ? newPrice(product).price : d.price,
              }))
            }
            error={errors.product}
          />
        )}
        <PriceInputs
          price={draft}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          errors={{ price: errors.price }}
        />
        <Group justify="space-between" wrap="nowrap">
          {onRemove ? (
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('dialog.remove')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button onClick={apply} data-autofocus={!adding || undefined}>
              {adding ? t('dialog.add') : t('dialog.apply')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
