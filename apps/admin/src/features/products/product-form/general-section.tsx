import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { productLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { PictureDropZone } from '../../pictures/picture-drop-zone.js';
import type { ProductForm } from './field-props.js';

/** Name, screen name, description, pictures and link. */
export function GeneralSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products');
  const pictureError = Object.entries(form.errors).find(([key]) => key.startsWith('pictureIds'))?.[1];
  return (
    <FormSection title={t('sections.general')} description={t('sections.generalHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.name')} required {...form.textField('name')} />
          <TextInput
            label={t('fields.nameScreenProduct')}
            description={t('fields.nameScreenProductHint')}
            {...form.textField('nameScreenProduct')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.description')}
          autosize
          minRows={2}
          maxRows={6}
          value={form.values.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
          error={form.errors.description}
        />
        <PictureDropZone
          label={t('fields.pictures')}
          value={form.values.pictures}
          onChange={(pictures) => form.setValue('pictures', pictures)}
          max={productLimits.picturesMax}
          error={pictureError}
          disabled={form.readOnly}
        />
        <TextInput label={t('fields.url')} type="url" {...form.textField('url')} />
      </Stack>
    </FormSection>
  );
}
