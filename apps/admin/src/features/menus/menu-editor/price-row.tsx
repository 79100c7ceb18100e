import { ActionIcon, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { DragHandle, SortableRow } from '../../../shared/ui/sortable/index.js';
import { PriceInputs } from '../components/price-inputs.js';
import { ProductPicker } from '../components/product-picker.js';
import { changePrice, pickProduct, removePrice } from '../menu-form/menu-edits.js';
import type { GroupValues, PriceValues } from '../menu-form/menu-values.js';

interface PriceRowProps {
  price: PriceValues;
  groupKey: string;
  groups: GroupValues[];
  /** The row's error path (`priceGroups.0.prices.2`). */
  at: string;
  errors: FieldErrors;
  readOnly: boolean;
  onChange(groups: GroupValues[]): void;
}

export function PriceRow({ price, groupKey, groups, at, errors, readOnly, onChange }: PriceRowProps) {
  const { t } = useTranslation('menus');
  const product = price.productName || t('prices.newProduct');
  return (
    <SortableRow sortId={price.key} disabled={readOnly}>
      <Table.Td>{!readOnly && <DragHandle label={t('prices.move', { product })} size={18} />}</Table.Td>
      <Table.Td>
        <ProductPicker
          label={t('prices.productOf', { product })}
          hideLabel
          value={price.productId === null ? null : { id: price.productId, name: price.productName }}
          onPick={(picked) => onChange(pickProduct(groups, groupKey, price.key, picked))}
          error={errors[`${at}.productId`]}
        />
      </Table.Td>
      <Table.Td colSpan={2}>
        <PriceInputs
          compact
          price={price}
          onChange={(change) => onChange(changePrice(groups, groupKey, price.key, change))}
          errors={{ price: errors[`${at}.price`], deliveryPrice: errors[`${at}.deliveryPrice`] }}
        />
      </Table.Td>
      <Table.Td>
        {!readOnly && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('prices.remove', { product })}
            onClick={() => onChange(removePrice(groups, groupKey, price.key))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </SortableRow>
  );
}
