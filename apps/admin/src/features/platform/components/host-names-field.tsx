import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface HostNamesFieldProps {
  value: string[];
  onChange(value: string[]): void;
  error?: string | undefined;
}

/** The domains the brand's console and storefront answer on, typed one by one (Enter, comma or space). */
export function HostNamesField({ value, onChange, error }: HostNamesFieldProps) {
  const { t } = useTranslation('platform');
  return (
    <TagsInput
      label={t('form.hostNames')}
      description={t('form.hostNamesHint')}
      placeholder={value.length === 0 ? t('form.hostNamesPlaceholder') : undefined}
      value={value}
      onChange={(hosts) => onChange([...new Set(hosts.map((host) => host.trim().toLowerCase()))])}
      splitChars={[',', ' ', ';']}
      maxTags={10}
      clearable
      error={error}
      maw={640}
    />
  );
}
