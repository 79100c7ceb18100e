import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { pageLimits, pageUrlTyped, resolvePageWrite } from '@tablero/domain';
import { customerSiteUrl } from '@tablero/domain/customer-site';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { useCan } from '../../shared/permissions/index.js';
import { RecordFormPage, useModalForm } from '../../shared/ui/form-page/index.js';
import { UnsavedChangesGuard } from '../../shared/ui/form-page/unsaved-changes-guard.js';
import { showSuccess } from '../../shared/ui/toasts.js';
import { type Page, pageKeys, savePage, usePage } from './api.js';
import { usePageUrls } from './urls.js';

/** `/pages/add-page` and `/pages/edit-page/{id}`: a page's title and address. */
export default function PageFormPage() {
  const { t } = useTranslation('pages');
  const urls = usePageUrls();
  return (
    <RecordFormPage<Page>
      useRecord={usePage}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      back={{ to: urls.list, label: t('backToList') }}
      notFoundText={t('notFound')}
      loadFailedTitle={t('loadFailed')}
    >
      {(page) => <PageForm key={page?.id ?? 'new'} page={page} />}
    </RecordFormPage>
  );
}

type Field = 'title' | 'relative_url';

function PageForm({ page }: { page: Page | null }) {
  const { t } = useTranslation('pages');
  const tenant = useTenant();
  const client = useQueryClient();
  const navigate = useNavigate();
  const urls = usePageUrls();
  const readOnly = !useCan()({ policy: 'pages', action: page ? 'update' : 'create' });
  const [title, setTitle] = useState(page?.title ?? '');
  const [url, setUrl] = useState(page?.relativeUrl.slice(1) ?? '');
  const [dirty, setDirty] = useState(false);
  const dirtyNow = useRef(false);
  const { form, errors, refuse, changed, saving, save } = useModalForm<Field>();
  const touch = (field: Field) => {
    dirtyNow.current = true;
    setDirty(true);
    changed(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), relative_url: url.trim() };
    const checked = resolvePageWrite(undefined, body);
    // The form's rule first: one message per field is shown, the first.
    const errors = [...pageUrlTyped(body.relative_url), ...('errors' in checked ? checked.errors : [])];
    if (errors.length > 0) return refuse(errors);
    await save(async () => {
      await savePage(page?.id ?? null, body);
      dirtyNow.current = false;
      setDirty(false);
      await client.invalidateQueries({ queryKey: pageKeys.all });
      showSuccess(page ? t('saved') : t('created'));
      await navigate(urls.list);
    });
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form ref={form} onSubmit={submit} noValidate aria-label={t('title')} aria-busy={saving}>
        <fieldset disabled={readOnly || saving} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack>
            <TextInput
              label={t('form.title')}
              value={title}
              onChange={(e) => {
                setTitle(e.currentTarget.value);
                touch('title');
              }}
              error={errors.title}
              maxLength={pageLimits.titleMax}
              required
              data-autofocus
            />
            <TextInput
              label={t('form.relativeUrl')}
              description={t('form.relativeUrlHint')}
              leftSection={<Text size="sm">/</Text>}
              value={url}
              onChange={(e) => {
                setUrl(e.currentTarget.value);
                touch('relative_url');
              }}
              error={errors.relative_url}
              maxLength={pageLimits.urlMax}
              required
            />
            {url.trim() && (
              <Text size="sm" c="dimmed">
                {t('form.preview', { url: `${customerSiteUrl(tenant.slug)}/${url.trim()}` })}
              </Text>
            )}
            {!readOnly && (
              <Group>
                <Button type="submit" loading={saving}>
                  {saving ? t('common:saving') : t(page ? 'form.save' : 'form.create')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      <UnsavedChangesGuard when={dirty && !readOnly} isDirty={() => dirtyNow.current} />
    </Paper>
  );
}
