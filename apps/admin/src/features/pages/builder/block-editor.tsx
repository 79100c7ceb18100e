import '@puckeditor/core/no-external.css';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { createUsePuck, type Data, Puck, useGetPuck } from '@puckeditor/core';
import { IconArrowBackUp, IconArrowForwardUp, IconArrowLeft } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/http/index.js';
import { UnsavedChangesGuard } from '../../../shared/ui/form-page/unsaved-changes-guard.js';
import { builderConfig } from './builder-config.js';
import { blocksOf, editorDataOf, type SavedBlock } from './builder-data.js';
import type { BuilderData } from './live-data.js';
import { usePuckDictionary } from './puck-dictionary.js';

interface BlockEditorProps {
  initial: readonly SavedBlock[];
  live: BuilderData;
  readOnly: boolean;
  /**
   * The bar over the editor: it reads the sections with `useEditedBlocks` and says when they are
   * saved with `onSaved` (leaving then asks nothing).
   */
  header(props: { onSaved(): void }): ReactNode;
}

/**
 * The page builder's editor (Puck): the spec's sections over the brand's live data, desktop and
 * phone widths, Spanish words, the fields of the section chosen; pages and landings give it their
 * sections and their own bar of actions.
 */
export function BlockEditor({ initial, live, readOnly, header }: BlockEditorProps) {
  const { t } = useTranslation('pages');
  const config = useMemo(() => builderConfig(t), [t]);
  const dictionary = usePuckDictionary();
  const data = useMemo(() => editorDataOf(initial), [initial]);
  const dirty = useRef(false);
  const [changed, setChanged] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useNamedPuckControls(root, t);
  const onSaved = () => {
    dirty.current = false;
    setChanged(false);
  };

  return (
    // Puck's grey for small headings reads at 4.35:1 on its panels; a shade darker passes 4.5:1.
    <div ref={root} style={{ '--puck-color-text-muted': '#666666' } as CSSProperties}>
      <Puck
        config={config}
        data={data}
        metadata={live}
        dictionary={dictionary}
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
          header: () => <>{header({ onSaved })}</>,
        }}
      />
      <UnsavedChangesGuard when={changed} isDirty={() => dirty.current} />
    </div>
  );
}

/**
 * Names what Puck leaves unnamed for a screen reader (axe, in the builder's browser test): its
 * preview frame, its zoom list and its loaders. Puck draws them again as it works, so they are
 * named whenever its part of the page changes.
 */
function useNamedPuckControls(root: RefObject<HTMLDivElement | null>, t: TFunction<'pages'>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const name = () => {
      element
        .querySelector('iframe#preview-frame:not([title])')
        ?.setAttribute('title', t('builder.previewFrame'));
      element
        .querySelector('select[class*="zoomSelect"]:not([aria-label])')
        ?.setAttribute('aria-label', t('builder.zoom'));
      for (const loader of element.querySelectorAll('span[aria-label][class*="_Loader_"]:not([role])'))
        loader.setAttribute('role', 'status');
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, t]);
}

/** Inside the editor's bar: the sections as they stand, as the API keeps them. */
export function useEditedBlocks(): () => SavedBlock[] {
  const { t } = useTranslation('pages');
  const getPuck = useGetPuck();
  return () => blocksOf(getPuck().appState.data as Data, (type) => t(`builder.blocks.${type}`));
}

const usePuckState = createUsePuck();

interface EditorBarProps {
  back: { to: string; label: string };
  title: string;
  subtitle: string;
  state: { published: boolean; hint: string };
  /** The bar's actions (save, publish…), after undo and redo. */
  children: ReactNode;
}

/** Back, what is edited and its state on the left; undo, redo and the actions on the right. */
export function EditorBar({ back, title, subtitle, state, children }: EditorBarProps) {
  const { t } = useTranslation('pages');
  const history = usePuckState((puck) => puck.history);
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
        <Tooltip label={back.label}>
          <ActionIcon component={Link} to={back.to} variant="subtle" size="lg" aria-label={back.label}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        </div>
        <Tooltip label={state.hint}>
          <Badge variant="light" color={state.published ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {state.published ? t('published') : t('draft')}
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
        {children}
      </Group>
    </Group>
  );
}

/** A refused version names the section at fault ("Portada: …"), else the API's message. */
export function sectionRefusal(error: unknown, t: TFunction<'pages'>): string {
  if (!isApiError(error)) return t('builder.saveFailed');
  const first = error.fieldErrors[0];
  const index = first ? /^content\.(\d+)/.exec(first.field)?.[1] : undefined;
  return first && index !== undefined
    ? t('builder.sectionRefused', { position: Number(index) + 1, message: first.message })
    : error.message;
}
