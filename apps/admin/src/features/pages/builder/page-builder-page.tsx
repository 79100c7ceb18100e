import '@puckeditor/core/no-external.css';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { createUsePuck, type Data, Puck, useGetPuck } from '@puckeditor/core';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/http/index.js';
import { useCan } from '../../../shared/permissions/index.js';
import { UnsavedChangesGuard } from '../../../shared/ui/form-page/unsaved-changes-guard.js';
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
import { pagesUrl } from '../urls.js';
import { builderConfig } from './builder-config.js';
import { blocksOf, editorDataOf } from './builder-data.js';
import { type BuilderData, useBuilderData } from './live-data.js';
import { usePuckDictionary } from './puck-dictionary.js';

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
      page={page.data}
      newest={newest}
      published={contents.data.data.find((version) => version.status === 'published') ?? null}
      live={live.data}
    />
  );
}

interface EditorProps {
  page: Page;
  newest: PageContent | null;
  published: PageContent | null;
  live: BuilderData;
}

function PageEditor({ page, newest, published, live }: EditorProps) {
  const { t } = useTranslation('pages');
  const config = useMemo(() => builderConfig(t), [t]);
  const dictionary = usePuckDictionary();
  const initial = useMemo(() => editorDataOf(newest?.content ?? []), [newest]);
  const dirty = useRef(false);
  const [changed, setChanged] = useState(false);
  const readOnly = !useCan()({ policy: 'pages', action: 'update' });

  return (
    <>
      <Puck
        config={config}
        data={initial}
        metadata={live}
        dictionary={dictionary}
        headerTitle={page.title}
        height="100vh"
        permissions={
          readOnly ? { drag: false, duplicate: false, delete: false, edit: false, insert: false } : {}
        }
        viewports={[
          { width: 1280, height: 'auto', label: t('builder.desktop'), icon: 'Monitor' },
          { width: 390, height: 'auto', label: t('builder.phone'), icon: 'Smartphone' },
        ]}
        onChange={() => {
          dirty.current = true;
          setChanged(true);
        }}
        overrides={{
          fields: ({ children, itemSelector }) =>
            itemSelector ? (
              <div>{children}</div>
            ) : (
              <Text size="sm" c="dimmed" p="md">
                {t('builder.pickSection')}
              </Text>
            ),
          header: () => (
            <BuilderHeader
              page={page}
              newest={newest}
              published={published}
              readOnly={readOnly}
              onSaved={() => {
                dirty.current = false;
                setChanged(false);
              }}
            />
          ),
        }}
      />
      <UnsavedChangesGuard when={changed} isDirty={() => dirty.current} />
    </>
  );
}

interface ActionsProps {
  page: Page;
  newest: PageContent | null;
  published: PageContent | null;
  readOnly: boolean;
  onSaved(): void;
}

const usePuckState = createUsePuck();

/** Back to the list, the page and its state, undo and redo, save as draft, publish and unpublish. */
function BuilderHeader({ page, newest, published, readOnly, onSaved }: ActionsProps) {
  const { t } = useTranslation('pages');
  const getPuck = useGetPuck();
  const history = usePuckState((state) => state.history);
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
      showError(failureOf(error, t));
    } finally {
      setBusy(null);
    }
  };
  const save = (status: 'draft' | 'published') =>
    run(
      status,
      () =>
        savePageContent(page.id, {
          status,
          content: blocksOf(getPuck().appState.data as Data, (type) => t(`builder.blocks.${type}`)),
        }),
      t(status === 'draft' ? 'builder.savedDraft' : 'builder.published'),
    );

  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      px="md"
      h={60}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Tooltip label={t('backToList')}>
          <ActionIcon
            component={Link}
            to={pagesUrl()}
            variant="subtle"
            size="lg"
            aria-label={t('backToList')}
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {page.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {page.relativeUrl}
          </Text>
        </div>
        <Tooltip
          label={newest ? t('builder.lastSaved', { name: newest.editor.name }) : t('builder.neverSaved')}
        >
          <Badge variant="light" color={published ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {published ? t('published') : t('draft')}
          </Badge>
        </Tooltip>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('builder.undo')}
          disabled={!history.hasPast}
          onClick={() => history.back()}
        >
          <IconArrowBackUp size={18} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('builder.redo')}
          disabled={!history.hasFuture}
          onClick={() => history.forward()}
        >
          <IconArrowForwardUp size={18} />
        </ActionIcon>
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
      </Group>
    </Group>
  );
}

/** A refused version names the section at fault ("Portada: …"), else the API's message. */
function failureOf(error: unknown, t: TFunction<'pages'>): string {
  if (!isApiError(error)) return t('builder.saveFailed');
  const first = error.fieldErrors[0];
  const index = first ? /^content\.(\d+)/.exec(first.field)?.[1] : undefined;
  return first && index !== undefined
    ? t('builder.sectionRefused', { position: Number(index) + 1, message: first.message })
    : error.message;
}
