import { Anchor, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { isApiError } from '../../shared/http/index.js';
import { useCan } from '../../shared/permissions/index.js';
import { LoadFailed } from '../../shared/ui/load-failed.js';
import { showError, showSuccess, showWarning } from '../../shared/ui/toasts.js';
import { BlockEditor, EditorBar, sectionRefusal, useEditedBlocks } from '../pages/builder/block-editor.js';
import { type BuilderData, useBuilderData } from '../pages/builder/live-data.js';
import { sectionsHtml } from '../pages/builder/static-html.js';
import {
  type CustomLanding,
  deployCustomLanding,
  landingKeys,
  saveCustomLanding,
  useCustomLanding,
} from './api.js';
import { customLandingsUrl, editCustomLandingUrl } from './urls.js';

/**
 * `/custom-landings/design/{id}`: a landing built from the page builder's sections (spec part 2
 * §3); saving deploys the HTML they draw, with the sections, and the landing gets its thumbnail.
 */
export default function LandingDesignPage() {
  const { t } = useTranslation('customLandings');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const landing = useCustomLanding(id, valid);
  const live = useBuilderData();

  if (!valid || landing.data === null)
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{t('notFound')}</Text>
          <Anchor component={Link} to={customLandingsUrl()}>
            {t('backToList')}
          </Anchor>
        </Stack>
      </Center>
    );
  if (landing.isError)
    return (
      <Center h="100vh">
        <LoadFailed title={t('loadFailed')} error={landing.error} onRetry={() => void landing.refetch()} />
      </Center>
    );
  if (!landing.data || live.loading)
    return (
      <Center h="100vh" role="status" aria-label={t('design.loading')}>
        <Loader />
      </Center>
    );
  return <LandingEditor landing={landing.data} live={live.data} />;
}

function LandingEditor({ landing, live }: { landing: CustomLanding; live: BuilderData }) {
  const readOnly = !useCan()({ policy: 'pages', action: 'update' });
  // The sections it was saved with; a landing written as HTML starts from none.
  const [initial] = useState(landing.content ?? []);
  return (
    <BlockEditor
      initial={initial}
      live={live}
      readOnly={readOnly}
      header={({ onSaved }) => (
        <LandingBar landing={landing} live={live} readOnly={readOnly} onSaved={onSaved} />
      )}
    />
  );
}

interface BarProps {
  landing: CustomLanding;
  live: BuilderData;
  readOnly: boolean;
  onSaved(): void;
}

/** Back to the landing, its state, undo and redo, save and deploy, publish or unpublish. */
function LandingBar({ landing, live, readOnly, onSaved }: BarProps) {
  const { t } = useTranslation('customLandings');
  const { t: tPages } = useTranslation('pages');
  const tenant = useTenant();
  const editedBlocks = useEditedBlocks();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'deploy' | 'status' | null>(null);
  const [current, setCurrent] = useState(landing);

  const deploy = async () => {
    setBusy('deploy');
    try {
      const blocks = editedBlocks();
      const html = sectionsHtml(blocks, { live, tenant, t: tPages, title: landing.name });
      const saved = await deployCustomLanding(landing.id, html, blocks);
      setCurrent(saved);
      onSaved();
      if (saved.thumbnail === null) showWarning(t('savedWithoutThumbnail'));
      else showSuccess(t('design.deployed'));
      await client.invalidateQueries({ queryKey: landingKeys.all });
    } catch (error) {
      showError(
        isApiError(error) && error.fieldErrors.length > 0 ? sectionRefusal(error, tPages) : t('notSaved'),
      );
    } finally {
      setBusy(null);
    }
  };

  const move = async (publish: boolean) => {
    setBusy('status');
    try {
      setCurrent(await saveCustomLanding(landing.id, { status: publish ? 'published' : 'draft' }));
      showSuccess(t(publish ? 'publishedToast' : 'unpublishedToast'));
      await client.invalidateQueries({ queryKey: landingKeys.all });
    } catch (error) {
      showError(
        isApiError(error) && error.fieldErrors[0]
          ? error.fieldErrors[0].message
          : t(publish ? 'notPublished' : 'notUnpublished'),
      );
    } finally {
      setBusy(null);
    }
  };

  const published = current.status === 'published';
  return (
    <EditorBar
      back={{ to: editCustomLandingUrl(landing.id), label: t('design.back') }}
      title={current.name}
      subtitle={`/landing/${current.slug}`}
      state={{ published, hint: t('design.lastEditor', { name: current.editor.name }) }}
    >
      {!readOnly && (
        <>
          <Button
            size="xs"
            variant="default"
            loading={busy === 'deploy'}
            disabled={busy !== null}
            onClick={() => void deploy()}
          >
            {t('design.deploy')}
          </Button>
          <Button
            size="xs"
            loading={busy === 'status'}
            disabled={busy !== null}
            onClick={() => void move(!published)}
          >
            {t(published ? 'unpublish' : 'publish')}
          </Button>
        </>
      )}
    </EditorBar>
  );
}
