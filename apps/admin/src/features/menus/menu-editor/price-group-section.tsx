import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import {
  DragHandle,
  SortableHandleContext,
  SortableList,
  useSortableItem,
} from '../../../shared/ui/sortable/index.js';
import { addPrice, changeGroup, movePrice, newPrice, removeGroup } from '../menu-form/menu-edits.js';
import type { GroupValues } from '../menu-form/menu-values.js';
import { PriceRow } from './price-row.js';

interface PriceGroupSectionProps {
  group: GroupValues;
  index: number;
  groups: GroupValues[];
  errors: FieldErrors;
  readOnly: boolean;
  onChange(groups: GroupValues[]): void;
}

/** One price group: its name and status, and the table of its prices. */
export function PriceGroupSection({
  group,
  index,
  groups,
  errors,
  readOnly,
  onChange,
}: PriceGroupSectionProps) {
  const { t } = useTranslation('menus');
  const sortable = useSortableItem(group.key, readOnly);
  const at = `priceGroups.${index}`;
  const title = group.name || t('groups.untitled', { n: index + 1 });

  return (
    <SortableHandleContext value={sortable.handle}>
      <Paper
        ref={sortable.setNodeRef}
        style={sortable.style}
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-label={t('groups.section', { name: title })}
      >
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {!readOnly && <DragHandle label={t('groups.move', { name: title })} size={18} />}
            <TextInput
              label={t('groups.name')}
              value={group.name}
              onChange={(e) => onChange(changeGroup(groups, group.key, { name: e.currentTarget.value }))}
              error={errors[`${at}.name`]}
              required
              style={{ flex: 1 }}
            />
            <Switch
              mt={30}
              label={t('groups.active')}
              checked={group.status === 'active'}
              onChange={(e) =>
                onChange(
                  changeGroup(groups, group.key, { status: e.currentTarget.checked ? 'active' : 'inactive' }),
                )
              }
            />
            {!readOnly && (
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t('groups.remove', { name: title })}
                onClick={() => onChange(removeGroup(groups, group.key))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
          {group.prices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('prices.none')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-label={t('prices.table', { name: title })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={44}>
                      <VisuallyHidden>{t('prices.order')}</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>{t('prices.product')}</Table.Th>
                    <Table.Th w={146}>{t('prices.price')}</Table.Th>
                    <Table.Th w={146}>{t('prices.deliveryPrice')}</Table.Th>
                    <Table.Th w={52}>
                      <VisuallyHidden>{t('prices.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <SortableList
                    ids={group.prices.map((p) => p.key)}
                    nameOf={(key) =>
                      group.prices.find((p) => p.key === key)?.productName || t('prices.newProduct')
                    }
                    onMove={(from, to) => onChange(movePrice(groups, group.key, from, to))}
                  >
                    {group.prices.map((price, p) => (
                      <PriceRow
                        key={price.key}
                        price={price}
                        groupKey={group.key}
                        groups={groups}
                        at={`${at}.prices.${p}`}
                        errors={errors}
                        readOnly={readOnly}
                        onChange={onChange}
                      />
                    ))}
                  </SortableList>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {!readOnly && (
            <div>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => onChange(addPrice(groups, group.key, newPrice()))}
              >
                {t('prices.add', { name: title })}
              </Button>
            </div>
          )}
        </Stack>
      </Paper>
    </SortableHandleContext>
  );
}
