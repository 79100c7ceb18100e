import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Can } from '../permissions/can.js';
import type { Requirement } from '../permissions/permits.js';

interface ListPageHeaderProps {
  title: string;
  /** The "new …" button: its label, where it leads, and the permission it needs (hidden without it). */
  create?: { label: string; to: string; requires: Requirement };
}

/** A list page's title, with the button that creates one more when the user may. */
export function ListPageHeader({ title, create }: ListPageHeaderProps) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {create && (
        <Can {...create.requires}>
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {create.label}
          </Button>
        </Can>
      )}
    </Group>
  );
}
