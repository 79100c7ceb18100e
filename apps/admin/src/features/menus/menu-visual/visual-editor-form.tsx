import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../../shared/ui/form-page/index.js';
import { SortableList } from '../../../shared/ui/sortable/index.js';
import { type Menu, useCatalogue } from '../api.js';
import {
  addGroup,
  addPrice,
  changeGroup,
  changePrice,
  moveGroup,
  removeGroup,
  removePrice,
} from '../menu-form/menu-edits.js';
import type { GroupValues, PriceValues } from '../menu-form/menu-values.js';
import { useMenuForm } from '../menu-form/use-menu-form.js';
import { CollectionNameDialog } from './collection-name-dialog.js';
import { CollectionSection } from './collection-section.js';
import { PriceDialog } from './price-dialog.js';

type Dialog =
  | { kind: 'name'; groupKey: string | null }
  | { kind: 'price'; groupKey: string; price: PriceValues | null };

interface VisualEditorFormProps {
  menu: Menu | null;
  onCreated(menu: Menu): void;
}

/** The menu as customers see it, edited in place; saved with the same form as the table editor. */
export function VisualEditorForm({ menu, onCreated }: VisualEditorFormProps) {
  const { t } = useTranslation('menus');
  const { form } = useMenuForm(menu, onCreated);
  const catalogue = useCatalogue();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const groups = form.values.priceGroups;
  const setGroups = (next: GroupValues[]) => form.setValue('priceGroups', next);
  const groupOf = (key: string | null) => groups.find((g) => g.key === key);
  const close = () => setDialog(null);

  return (
    <FormPage form={form} label={t('form.label')} submitLabel={menu ? undefined : t('form.create')}>
      <Stack gap="lg">
        <TextInput label={t('form.name')} required {...form.textField('name')} maw={480} />
        {form.errors.priceGroups && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.priceGroups}
          </Alert>
        )}
        {groups.length === 0 && <Text c="dimmed">{t('collections.none')}</Text>}
        <SortableList
          ids={groups.map((g) => g.key)}
          nameOf={(key) => t('collections.describe', { name: groupOf(key)?.name ?? '' })}
          onMove={(from, to) => setGroups(moveGroup(groups, from, to))}
        >
          {groups.map((group, index) => (
            <CollectionSection
              key={group.key}
              group={group}
              index={index}
              errors={form.errors}
              readOnly={form.readOnly}
              catalogue={catalogue.data}
              onRename={() => setDialog({ kind: 'name', groupKey: group.key })}
              onToggle={(active) =>
                setGroups(changeGroup(groups, group.key, { status: active ? 'active' : 'inactive' }))
              }
              onRemove={() => setGroups(removeGroup(groups, group.key))}
              onEditPrice={(price) => setDialog({ kind: 'price', groupKey: group.key, price })}
              onAddPrice={() => setDialog({ kind: 'price', groupKey: group.key, price: null })}
            />
          ))}
        </SortableList>
        {!form.readOnly && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setDialog({ kind: 'name', groupKey: null })}
            >
              {t('collections.add')}
            </Button>
          </div>
        )}
      </Stack>
      {dialog?.kind === 'name' && (
        <CollectionNameDialog
          name={groupOf(dialog.groupKey)?.name ?? null}
          onClose={close}
          onApply={(name) => {
            setGroups(
              dialog.groupKey ? changeGroup(groups, dialog.groupKey, { name }) : addGroup(groups, name),
            );
            close();
          }}
        />
      )}
      {dialog?.kind === 'price' && (
        <PriceDialog
          price={dialog.price}
          collection={groupOf(dialog.groupKey)?.name ?? ''}
          takenProductIds={(groupOf(dialog.groupKey)?.prices ?? []).flatMap((p) =>
            p.productId === null ? [] : [p.productId],
          )}
          onClose={close}
          onApply={(price) => {
            const { key } = price;
            setGroups(
              dialog.price
                ? changePrice(groups, dialog.groupKey, key, {
                    price: price.price,
                    deliveryPrice: price.deliveryPrice,
                  })
                : addPrice(groups, dialog.groupKey, price),
            );
            close();
          }}
          onRemove={
            dialog.price
              ? () => {
                  setGroups(removePrice(groups, dialog.groupKey, dialog.price?.key ?? ''));
                  close();
                }
              : undefined
          }
        />
      )}
    </FormPage>
  );
}
