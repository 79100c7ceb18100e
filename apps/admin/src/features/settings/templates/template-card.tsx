import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateList } from '../api.js';
import { TemplateSketch } from './template-sketch.js';

export type Template = TemplateList['templates'][number];

interface TemplateCardProps {
  template: Template;
  current: boolean;
  readOnly: boolean;
  onUse(): void;
}

/** A template: its layout drawn small, its name and description, and the button that puts it on. */
export function TemplateCard({ template, current, readOnly, onUse }: TemplateCardProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      aria-current={current || undefined}
      withBorder
      radius="md"
      padding="md"
      style={current ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
    >
      <Card.Section p="md" bg="var(--mantine-color-default-hover)">
        <TemplateSketch templateId={template.id} label={t('templates.sketch', { name: template.name })} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {template.name}
          </Title>
          {current && (
            <Badge leftSection={<IconCheck size={12} aria-hidden />} variant="light">
              {t('templates.current')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {template.description}
        </Text>
        {!readOnly && !current && (
          <Button variant="light" onClick={onUse} mt="xs">
            {t('templates.use')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
