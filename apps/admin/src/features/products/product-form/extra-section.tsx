import { Chip, Group, Input, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ProductTag, productTags } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { NumberValue } from '../../../shared/format/number-value.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { ProductForm } from './field-props.js';

const dimensions = ['width', 'height', 'length', 'weight'] as const;
const numberOf = (value: string | number): NumberValue => (typeof value === 'number' ? value : '');

/** Diet tags as chips, food type, cooking time, dimensions and the external ids. */
export function ExtraSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products');
  return (
    <FormSection title={t('sections.extra')} description={t('sections.extraHint')}>
      <Stack gap="md">
        <Input.Wrapper label={t('fields.tags')}>
          <Chip.Group
            multiple
            value={form.values.tags}
            onChange={(value) => form.setValue('tags', value as ProductTag[])}
          >
            <Group gap="xs" mt={6}>
              {productTags.map((tag) => (
                <Chip key={tag} value={tag} size="sm" variant="light">
                  {t(`tags.${tag}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.foodType')} {...form.textField('foodType')} />
          <NumberInput
            label={t('fields.cookingTime')}
            min={0}
            max={1440}
            allowDecimal={false}
            value={form.values.cookingTime}
            onChange={(value) => form.setValue('cookingTime', numberOf(value))}
            error={form.errors.cookingTime}
          />
        </SimpleGrid>
        <Input.Wrapper label={t('fields.dimensions')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt={6}>
            {dimensions.map((key) => (
              <NumberInput
                key={key}
                label={t(`fields.${key}`)}
                min={0}
                value={form.values.dimensions[key]}
                onChange={(value) =>
                  form.setValue('dimensions', { ...form.values.dimensions, [key]: numberOf(value) })
                }
                error={form.errors[`dimensions.${key}`]}
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.alohaId')} {...form.textField('alohaId')} />
          <TextInput label={t('fields.alohaCompId')} {...form.textField('alohaCompId')} />
          <TextInput label={t('fields.fbdId')} {...form.textField('fbdId')} />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}
