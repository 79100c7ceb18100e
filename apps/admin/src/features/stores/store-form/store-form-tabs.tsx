import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../shared/ui/form-page/index.js';
import { type StoreEditTab, storeEditTabs } from '../urls.js';
import { tabOfError } from './store-form-errors.js';

/** The tab buttons, each with the number of messages waiting on it. */
export function StoreFormTabs({ errors }: { errors: FieldErrors }) {
  const { t } = useTranslation('storeForm');
  const counts = new Map<StoreEditTab, number>();
  for (const key of Object.keys(errors)) counts.set(tabOfError(key), (counts.get(tabOfError(key)) ?? 0) + 1);
  return (
    <Tabs.List aria-label={t('tabs.label')}>
      {storeEditTabs.map((tab) => {
        const count = counts.get(tab) ?? 0;
        return (
          <Tabs.Tab
            key={tab}
            value={tab}
            rightSection={
              count > 0 ? (
                <Badge size="sm" color="red" circle aria-hidden>
                  {count}
                </Badge>
              ) : undefined
            }
          >
            {t(`tabs.${tab}`)}
          </Tabs.Tab>
        );
      })}
    </Tabs.List>
  );
}
