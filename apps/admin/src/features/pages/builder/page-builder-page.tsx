import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../shared/permissions/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import {
  type Page,
  type PageContent,
  pageKeys,
  savePageContent,
  setPageContentStatus,
  usePage,
  usePageContents,
} from '../api.js';
import { pagesAdminUrl, pagesUrl } from '../urls.js';
import { BlockEditor, EditorBar, sectionRefusal, useEditedBlocks } from './block-editor.js';
import { type BuilderData, useBuilderData } from './live-data.js';

/** `/pagebuilder?page={id}`: the page's sections, edited visually over the brand's live data. */
export default function PageBuilderPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const id = Number(search.get('page'));
  const valid = Number.isInteger(id) && id > 0;
  const page = usePage(id, valid);
  const contents = usePageContents(id, valid && Boolean(page.data));
  const live = useBuilderData();

  if (!valid || page.data === null)
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{t(valid ? 'notFound' : 'builder.noPage')}</Text>
          <Anchor component={Link} to={pagesUrl()}>
            {t('backToList')}
          </Anchor>
        </Stack>
      </Center>
    );
  if (page.isError || contents.isError)
    return (
      <Center h="100vh">
        <LoadFailed
          title={t('builder.loadFailed')}
          error={page.error ?? contents.error}
          onRetry={() => void Promise.all([page.refetch(), contents.refetch()])}
        />
      </Center>
    );
  if (!page.data || !contents.data || live.loading)
    return (
      <Center h="100vh" role="status" aria-label={t('builder.loading')}>
        <Loader />
      </Center>
    );
  const newest = contents.data.data[0] ?? null;
  return (
    <PageEditor
      key={newest?.id ?? 'empty'}
      back={search.get('from') === 'pages-admin' ? pagesAdminUrl() : pagesUrl()}
      page={page.data}
      newest={newest}
      published={contents.data.data.find((version) => version.status === 'published') ?? null}
      live={live.data}
    />
  );
}

interface EditorProps {
  /** Where its way back leads: the list it was opened from. */
  back: string;
  page: Page;
  newest: PageContent | null;
  published: PageContent | null;
  live: BuilderData;
}

function PageEditor({ back, page, newest, published, live }: EditorProps) {
  const readOnly = !useCan()({ policy: 'pages', action: 'update' });
  return (
    <BlockEditor
      initial={newest?.content ?? []}
      live={live}
      readOnly={readOnly}
      header={({ onSaved }) => (
        <PageBar
          back={back}
          page={page}
          newest={newest}
          published={published}
          readOnly={readOnly}
          onSaved={onSaved}
        />
      )}
    />
  );
}

interface BarProps extends Omit<EditorProps, 'live'> {
  readOnly: boolean;
  onSaved(): void;
}

/** Back to the list, the page and its state, undo and redo, save as draft, publish and unpublish. */
function PageBar({ back, page, newest, published, readOnly, onSaved }: BarProps) {
  const { t } = useTranslation('pages');
  const editedBlocks = useEditedBlocks();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'draft' | 'published' | 'unpublish' | null>(null);

  const run = async (action: NonNullable<typeof busy>, work: () => Promise<unknown>, done: string) => {
    setBusy(action);
    try {
      await work();
      onSaved();
      showSuccess(done);
      await client.invalidateQueries({ queryKey: pageKeys.all });
    } catch (error) {
      showError(sectionRefusal(error, t));
    } finally {
      setBusy(null);
    }
  };
  const save = (status: 'draft' | 'published') =>
    run(
      status,
      () => savePageContent(page.id, { status, content: editedBlocks() }),
      t(status === 'draft' ? 'builder.savedDraft' : 'builder.published'),
    );

  return (
    <EditorBar
      back={{ to: back, label: t('backToList') }}
      title={page.title}
      subtitle={page.relativeUrl}
      state={{
        published: published !== null,
        hint: newest ? t('builder.lastSaved', { name: newest.editor.name }) : t('builder.neverSaved'),
      }}
    >
      {!readOnly && (
        <>
          {published && (
            <Button
              size="xs"
              variant="default"
              loading={busy === 'unpublish'}
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'unpublish',
                  () => setPageContentStatus(page.id, published.id, 'draft'),
                  t('builder.unpublished'),
                )
              }
            >
              {t('builder.unpublish')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={busy === 'draft'}
            disabled={busy !== null}
            onClick={() => void save('draft')}
          >
            {t('builder.saveDraft')}
          </Button>
          <Button
            size="xs"
            loading={busy === 'published'}
            disabled={busy !== null}
            onClick={() => void save('published')}
          >
            {t('builder.publish')}
          </Button>
        </>
      )}
    </EditorBar>
  );
}
