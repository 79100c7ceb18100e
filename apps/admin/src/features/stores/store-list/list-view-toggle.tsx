import { Button } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListView } from './list-view.js';

/**
 * List or grid, as two pressed/unpressed buttons. Not a SegmentedControl: its sliding indicator
 * measures the page as it mounts, and on the landing page that forced layout was the longest
 * piece of the first render on a phone.
 */
export function ListViewToggle({ value, onChange }: { value: ListView; onChange(view: ListView): void }) {
  const { t } = useTranslation();
  const views = [
    { view: 'list', label: t('stores:view.list'), icon: <IconList size={16} aria-hidden /> },
    { view: 'grid', label: t('stores:view.grid'), icon: <IconLayoutGrid size={16} aria-hidden /> },
  ] as const;
  return (
    <Button.Group aria-label={t('stores:view.label')}>
      {views.map(({ view, label, icon }) => (
        <Button
          key={view}
          variant={value === view ? 'light' : 'default'}
          aria-pressed={value === view}
          leftSection={icon}
          onClick={() => onChange(view)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
