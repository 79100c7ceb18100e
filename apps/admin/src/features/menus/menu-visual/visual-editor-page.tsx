import { Stack, Tabs } from '@mantine/core';
import { IconEye, IconLayoutGrid } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuHeader } from '../components/menu-header.js';
import { MenuLoader } from '../components/menu-loader.js';
import { CustomerPreview } from '../menu-preview/customer-preview.js';
import { newEditMenuUrl } from '../urls.js';
import { VisualEditorForm } from './visual-editor-form.js';

/** `/menu/new-add-menu` and `/menu/new-edit-menu/{id}`: the menu as customers see it. */
export default function VisualEditorPage() {
  const { t } = useTranslation('menus');
  const navigate = useNavigate();
  // The preview asks the API again each time it is opened: it shows what is saved now.
  const [tab, setTab] = useState<string | null>('editor');
  return (
    <MenuLoader>
      {(menu) => (
        <Stack gap="lg">
          <MenuHeader
            title={menu ? t('title.edit', { name: menu.name }) : t('title.create')}
            menuId={menu?.id}
            editor="visual"
          />
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="editor" leftSection={<IconLayoutGrid size={16} aria-hidden />}>
                {t('tabs.editor')}
              </Tabs.Tab>
              <Tabs.Tab value="preview" leftSection={<IconEye size={16} aria-hidden />} disabled={!menu}>
                {t('tabs.preview')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="editor" pt="md">
              <VisualEditorForm
                key={menu?.id ?? 'new'}
                menu={menu}
                onCreated={(created) => navigate(newEditMenuUrl(created.id), { replace: true })}
              />
            </Tabs.Panel>
            {menu && (
              <Tabs.Panel value="preview" pt="md">
                {tab === 'preview' && <CustomerPreview menu={menu} />}
              </Tabs.Panel>
            )}
          </Tabs>
        </Stack>
      )}
    </MenuLoader>
  );
}
