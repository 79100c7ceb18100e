import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/permissions/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { useMenuOptions } from '../../menus/api.js';
import type { StoreForm } from '../store-form/field-props.js';

/** The menu the store sells from; shown to those who may see menus (others leave it as it is). */
function MenuField({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  const canSeeMenus = useCan()({ policy: 'menus', action: 'show' });
  const menus = useMenuOptions(canSeeMenus);
  if (!canSeeMenus) return null;
  const { menuId } = form.values;
  return (
    <Select
      label={t('fields.menu')}
      description={t('fields.menuHint')}
      placeholder={t('fields.noMenu')}
      data={(menus.data?.data ?? []).map((menu) => ({ value: String(menu.id), label: menu.name }))}
      value={menuId === null ? null : String(menuId)}
      onChange={(value) => form.setValue('menuId', value === null ? null : Number(value))}
      error={form.errors.menuId}
      disabled={form.readOnly}
      searchable
      clearable
    />
  );
}

export function StoreInfoFields({ form }: { form: StoreForm }) {
  const { t } = useTranslation('storeForm');
  return (
    <FormSection title={t('sections.info')}>
      <TextInput label={t('fields.name')} required maxLength={100} {...form.textField('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.phone')}
          type="tel"
          autoComplete="off"
          description={t('fields.phoneHint')}
          {...form.textField('phone')}
        />
        <TextInput label={t('fields.image')} type="url" {...form.textField('image')} />
        <TextInput label={t('fields.email')} type="email" {...form.textField('email')} />
        <TextInput label={t('fields.emailAlt')} type="email" {...form.textField('emailAlt')} />
      </SimpleGrid>
      <MenuField form={form} />
    </FormSection>
  );
}
