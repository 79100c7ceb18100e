import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { customLandingLimits, landingThumbnail, resolveCustomLandingWrite } from '@tablero/domain';
import { customerSiteUrl } from '@tablero/domain/customer-site';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTenant } from '../../app/tenant/tenant-context.js';
import { isApiError } from '../../shared/http/index.js';
import { useCan } from '../../shared/permissions/index.js';
import { RecordFormPage, useModalForm } from '../../shared/ui/form-page/index.js';
import { saveOrSay } from '../../shared/ui/form-page/save-failure.js';
import { UnsavedChangesGuard } from '../../shared/ui/form-page/unsaved-changes-guard.js';
import { showError, showSuccess, showWarning } from '../../shared/ui/toasts.js';
import {
  type CustomLanding,
  deployCustomLanding,
  landingKeys,
  saveCustomLanding,
  useCustomLanding,
} from './api.js';
import { LandingThumbnail } from './landing-thumbnail.js';
import { customLandingsUrl, designCustomLandingUrl } from './urls.js';

/** `/custom-landings/add-landing` and `/custom-landings/edit-landing/{id}`: a landing and its HTML. */
export default function CustomLandingFormPage() {
  const { t } = useTranslation('customLandings');
  return (
    <RecordFormPage<CustomLanding>
      useRecord={useCustomLanding}
      titles={{ create: t('form.createTitle'), edit: t('form.editTitle') }}
      back={{ to: customLandingsUrl(), label: t('backToList') }}
      notFoundText={t('notFound')}
      loadFailedTitle={t('loadFailed')}
    >
      {(landing) => <LandingForm key={landing?.id ?? 'new'} landing={landing} />}
    </RecordFormPage>
  );
}

type Field = 'name' | 'slug' | 'html' | 'status';

function LandingForm({ landing }: { landing: CustomLanding | null }) {
  const { t } = useTranslation('customLandings');
  const tenant = useTenant();
  const client = useQueryClient();
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = !can({ policy: 'pages', action: landing ? 'update' : 'create' });
  const [name, setName] = useState(landing?.name ?? '');
  const [slug, setSlug] = useState(landing?.slug ?? '');
  const [html, setHtml] = useState(landing?.html ?? '');
  // A landing made by a save whose HTML was then refused: the next save changes it, not another one.
  const [savedId, setSavedId] = useState<number | null>(landing?.id ?? null);
  const [savedHtml, setSavedHtml] = useState(landing?.html ?? '');
  const [moving, setMoving] = useState(false);
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
    const body = { name: name.trim(), slug: slug.trim() };
    const checked = resolveCustomLandingWrite(
      landing ? { name: landing.name, slug: landing.slug, status: landing.status } : undefined,
      body,
    );
    if ('errors' in checked) return refuse(checked.errors);
    await save(async () => {
      let saved = await saveOrSay(saveCustomLanding(savedId, body), t('notSaved'));
      setSavedId(saved.id);
      if (html !== savedHtml && !(savedId === null && html.trim() === '')) {
        saved = await saveOrSay(deployCustomLanding(saved.id, html), t('notSaved'));
        setSavedHtml(html);
        if (saved.thumbnail === null) showWarning(t('savedWithoutThumbnail'));
      }
      dirtyNow.current = false;
      setDirty(false);
      await client.invalidateQueries({ queryKey: landingKeys.all });
      showSuccess(landing ? t('saved') : t('created'));
      await navigate(customLandingsUrl());
    });
  };

  /** Publish or unpublish the saved landing, with the spec's toast either way. */
  const move = async (publish: boolean) => {
    if (!landing) return;
    setMoving(true);
    try {
      await saveOrSay(
        saveCustomLanding(landing.id, { status: publish ? 'published' : 'draft' }),
        t(publish ? 'notPublished' : 'notUnpublished'),
      );
      showSuccess(t(publish ? 'publishedToast' : 'unpublishedToast'));
    } catch (error) {
      if (isApiError(error)) refuse(error.fieldErrors);
      else showError(error instanceof Error ? error.message : String(error));
    } finally {
      setMoving(false);
      await client.invalidateQueries({ queryKey: landingKeys.all });
    }
  };

  const address = `${customerSiteUrl(tenant.slug)}/landing/${slug.trim()}`;

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <form ref={form} onSubmit={submit} noValidate aria-label={t('title')} aria-busy={saving}>
          <fieldset disabled={readOnly || saving} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack>
              {landing && (
                <Group gap="xs">
                  <Badge variant="light" color={landing.status === 'published' ? 'green' : 'gray'}>
                    {landing.status === 'published' ? t('published') : t('draft')}
                  </Badge>
                  {errors.status && (
                    <Text size="sm" c="red" role="alert">
                      {errors.status}
                    </Text>
                  )}
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('form.name')}
                  value={name}
                  onChange={(e) => {
                    setName(e.currentTarget.value);
                    touch('name');
                  }}
                  error={errors.name}
                  maxLength={customLandingLimits.nameMax}
                  required
                  data-autofocus
                />
                <TextInput
                  label={t('form.slug')}
                  description={t('form.slugHint')}
                  value={slug}
                  onChange={(e) => {
                    setSlug(e.currentTarget.value);
                    touch('slug');
                  }}
                  error={errors.slug}
                  maxLength={customLandingLimits.slugMax}
                  required
                />
              </SimpleGrid>
              {slug.trim() && (
                <Text size="sm" c="dimmed">
                  {t('form.address', { url: address })}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Textarea
                  label={t('form.html')}
                  description={landing?.content ? t('design.builtWithSections') : t('form.htmlHint')}
                  value={html}
                  onChange={(e) => {
                    setHtml(e.currentTarget.value);
                    touch('html');
                  }}
                  error={errors.html}
                  autosize
                  minRows={14}
                  maxRows={28}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('form.preview')}
                  </Text>
                  {html.trim() ? (
                    // No scripts, no forms, no navigation, an origin of its own: the HTML is only shown.
                    <Box
                      component="iframe"
                      title={t('form.previewFrame')}
                      sandbox=""
                      srcDoc={html}
                      referrerPolicy="no-referrer"
                      h={360}
                      w="100%"
                      bg="white"
                      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
                    />
                  ) : (
                    <Paper withBorder h={360} p="md">
                      <Text size="sm" c="dimmed">
                        {t('form.previewEmpty')}
                      </Text>
                    </Paper>
                  )}
                </Stack>
              </SimpleGrid>
              {!readOnly && (
                <Group>
                  <Button type="submit" loading={saving}>
                    {saving ? t('common:saving') : t(landing ? 'form.save' : 'form.create')}
                  </Button>
                  {landing && can({ policy: 'pages', action: 'update' }) && (
                    <Button
                      variant="default"
                      loading={moving}
                      disabled={dirty}
                      onClick={() => void move(landing.status === 'draft')}
                    >
                      {t(landing.status === 'draft' ? 'publish' : 'unpublish')}
                    </Button>
                  )}
                  {landing && can({ policy: 'pages', action: 'update' }) && (
                    <Button
                      component={Link}
                      to={designCustomLandingUrl(landing.id)}
                      variant="light"
                      title={t('design.hint')}
                      disabled={dirty}
                    >
                      {t('design.action')}
                    </Button>
                  )}
                </Group>
              )}
            </Stack>
          </fieldset>
        </form>
        <UnsavedChangesGuard when={dirty && !readOnly} isDirty={() => dirtyNow.current} />
      </Paper>
      {landing && (
        <Paper withBorder p="lg" radius="md" maw={landingThumbnail.width + 48}>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('form.thumbnail')}
            </Text>
            <LandingThumbnail url={landing.thumbnail} name={landing.name} scale={1} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
