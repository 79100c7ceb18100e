import type { Dictionary } from '@puckeditor/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Puck's own words (its toolbar, outline, field and viewport labels) in the console's language. */
export function usePuckDictionary(): Dictionary {
  const { t } = useTranslation('pages');
  return useMemo(() => t('builder.puck', { returnObjects: true }) as Dictionary, [t]);
}
