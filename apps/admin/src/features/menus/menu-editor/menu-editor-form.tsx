import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormPage } from '../../../shared/ui/form-page/index.js';
import { SortableList } from '../../../shared/ui/sortable/index.js';
import type { Menu } from '../api.js';
import { addGroup, moveGroup } from '../menu-form/menu-edits.js';
import type { GroupValues } from '../menu-form/menu-values.js';
import { useMenuForm } from '../menu-form/use-menu-form.js';
import { PriceGroupSection } from './price-group-section.js';

interface MenuEditorFormProps {
  menu: Menu | null;
  onCreated(menu: Menu): void;
}

export function MenuEditorForm({ menu, onCreated }: MenuEditorFormProps) {
  const { t } = useTranslation('menus');
  const { form } = useMenuForm(menu, onCreated);
  const groups = form.values.priceGroups;
  const setGroups = (next: GroupValues[]) => form.setValue('priceGroups', next);

  return (
    <FormPage form={form} label={t('form.label')} submitLabel={menu ? undefined : t('form.create')}>
      <Stack gap="lg">
        <TextInput label={t('form.name')} required {...form.textField('name')} maw={480} />
        <Text size="sm" c="dimmed">
          {t('prices.help')}
        </Text>
        {form.errors.priceGroups && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.priceGroups}
          </Alert>
        )}
        <SortableList
          ids={groups.map((g) => g.key)}
          nameOf={(key) => t('groups.describe', { name: groups.find((g) => g.key === key)?.name ?? '' })}
          onMove={(from, to) => setGroups(moveGroup(groups, from, to))}
        >
          {groups.map((group, index) => (
            <PriceGroupSection
              key={group.key}
              group={group}
              index={index}
              groups={groups}
              errors={form.errors}
              readOnly={form.readOnly}
              onChange={setGroups}
            />
          ))}
        </SortableList>
        {!form.readOnly && (
          <div>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setGroups(addGroup(groups, ''))}
            >
              {t('groups.add')}
            </Button>
          </div>
        )}
      </Stack>
    </FormPage>
  );
}
