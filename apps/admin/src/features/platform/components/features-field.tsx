import { Checkbox, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { featureOrder } from '../tenant-options.js';

interface FeaturesFieldProps {
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
  /** Checkboxes on a new brand; switches on a saved one, where each turns an area on or off. */
  control: 'checkbox' | 'switch';
}

/** The brand's feature flags, each with what it turns on, in two columns from a tablet up. */
export function FeaturesField({ value, onChange, error, control }: FeaturesFieldProps) {
  const { t } = useTranslation('platform');
  const Group = control === 'checkbox' ? Checkbox.Group : Switch.Group;
  const Item = control === 'checkbox' ? Checkbox : Switch;
  // Kept in the form's order whatever order they were ticked in, so an unchanged set is no change.
  const ordered = (next: string[]) => featureOrder.filter((flag) => next.includes(flag));
  return (
    <Group
      label={t('form.features')}
      description={t('form.featuresHint')}
      value={value}
      onChange={(next) => onChange(ordered(next))}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="xs">
        {featureOrder.map((flag) => (
          <Item
            key={flag}
            value={flag}
            label={t(`features.${flag}.label`)}
            description={t(`features.${flag}.description`)}
            // A switch's whole body is its <label>: named by the label alone, described by the rest.
            aria-label={control === 'switch' ? t(`features.${flag}.label`) : undefined}
          />
        ))}
      </SimpleGrid>
    </Group>
  );
}
