import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuHeader } from '../components/menu-header.js';
import { MenuLoader } from '../components/menu-loader.js';
import { editMenuUrl } from '../urls.js';
import { MenuEditorForm } from './menu-editor-form.js';

/** `/menu/add-menu` and `/menu/edit-menu/{id}`: price groups as sections, each a table of prices. */
export default function MenuEditorPage() {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  return (
    <MenuLoader>
      {(menu) => (
        <Stack gap="lg">
          <MenuHeader
            title={menu ? t('title.edit', { name: menu.name }) : t('title.create')}
            menuId={menu?.id}
            editor="table"
          />
          <MenuEditorForm
            key={menu?.id ?? 'new'}
            menu={menu}
            onCreated={(created) => navigate(editMenuUrl(created.id), { replace: true })}
          />
        </Stack>
      )}
    </MenuLoader>
  );
}
