import { SimpleGrid } from '@mantine/core';
import { type BrandImage, brandImages } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { DesignForm } from './brand-section.js';
import { brandImageFields } from './design-fields.js';
import { LibraryImageField } from './library-image-field.js';

/** The logos, the favicon and the loading animation, each a picture of the library. */
export function ImagesSection({ form }: { form: DesignForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.images')} description={t('sections.imagesHint')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {(Object.keys(brandImages) as BrandImage[]).map((image) => {
          const key = brandImageFields[image];
          return (
            <LibraryImageField
              key={image}
              sizeRule={brandImages[image]}
              label={t(`fields.${key}`)}
              value={form.values[key]}
              onChange={(picture) => form.setValue(key, picture)}
              error={form.errors[key]}
              readOnly={form.readOnly}
            />
          );
        })}
      </SimpleGrid>
    </FormSection>
  );
}
