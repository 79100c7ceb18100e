import { Button, Stack, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface NotFoundPanelProps {
  icon: Icon;
  /** Omitted where the text says it all. */
  title?: string;
  text: string;
  /** The list the user goes back to, and the button's words. */
  backTo: string;
  backLabel: string;
}

/** What an edit page shows when its record does not exist (or is another tenant's). */
export function NotFoundPanel({ icon: PanelIcon, title, text, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <PanelIcon size={48} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      {title === undefined ? (
        <Text>{text}</Text>
      ) : (
        <>
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
        </>
      )}
      <Button component={Link} to={backTo} variant="light">
        {backLabel}
      </Button>
    </Stack>
  );
}
