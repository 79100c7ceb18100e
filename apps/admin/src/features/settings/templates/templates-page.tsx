import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/index.js';
import { useReadOnly } from '../../../shared/permissions/index.js';
import { LoadFailed } from '../../../shared/ui/load-failed.js';
import { showError, showSuccess } from '../../../shared/ui/toasts.js';
import { useChooseTemplate, useTemplates } from '../api.js';
import { ConfirmTemplate } from './confirm-template.js';
import { type Template, TemplateCard } from './template-card.js';

/** `/templates`: the layouts a storefront may wear, the one it wears, and a confirmed switch. */
export default function TemplatesPage() {
  const { t } = useTranslation('settings');
  const templates = useTemplates();
  const choose = useChooseTemplate();
  const readOnly = useReadOnly('templates');
  const [asked, setAsked] = useState<Template | null>(null);

  const apply = async (template: Template) => {
    try {
      await choose(template.id);
      showSuccess(t('templates.chosen', { name: template.name }));
      return true;
    } catch (error) {
      // 401 and 403 are the HTTP client's; anything else says why, and the question stays open.
      if (!(isApiError(error) && (error.status === 401 || error.status === 403)))
        showError(`${t('templates.notChosen')} ${error instanceof Error ? error.message : ''}`.trim());
      return false;
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('templates.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('templates.subtitle')}
        </Text>
      </Stack>
      {readOnly && (
        <Alert color="gray" variant="light" data-testid="form-read-only">
          {t('common:form.readOnly')}
        </Alert>
      )}
      {templates.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : templates.isError ? (
        <LoadFailed
          title={t('templates.loadFailed')}
          error={templates.error}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {templates.data.templates.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              current={template.id === templates.data.current}
              readOnly={readOnly}
              onUse={() => setAsked(template)}
            />
          ))}
        </SimpleGrid>
      )}
      <ConfirmTemplate template={asked} onConfirm={apply} onClose={() => setAsked(null)} />
    </Stack>
  );
}
