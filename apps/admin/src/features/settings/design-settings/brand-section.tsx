import { ColorInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { settingsLimits, storefrontFonts } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import type { DesignValues } from './design-fields.js';
import { fontStack } from './font-stack.js';

export type DesignForm = FormPageState<DesignValues>;

const colors = ['primary', 'secondary', 'background', 'text'] as const;
const fonts = ['heading', 'body'] as const;
/** Starting points that read well on a storefront; any hex colour may be typed. */
const swatches = [
  '#E4002B',
  '#F97316',
  '#EAB308',
  '#0A7C3E',
  '#0EA5E9',
  '#1D4ED8',
  '#7C3AED',
  '#1F2937',
  '#111827',
  '#FFFFFF',
];

/** The commerce name, the four colours and the two typefaces of the storefront. */
export function BrandSection({ form }: { form: DesignForm }) {
  const { t } = useTranslation('settings');
  return (
    <FormSection title={t('sections.brand')} description={t('sections.brandHint')}>
      <TextInput
        label={t('fields.design.commerceName')}
        required
        maxLength={settingsLimits.commerceNameMax}
        {...form.textField('design.commerceName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {colors.map((color) => (
          <ColorInput
            key={color}
            label={t(`fields.design.colors.${color}`)}
            description={t(`hints.colors.${color}`)}
            format="hex"
            swatches={swatches}
            swatchesPerRow={10}
            required
            eyeDropperButtonProps={{
              'aria-label': t('pickFromScreen', { label: t(`fields.design.colors.${color}`) }),
            }}
            value={form.values[`design.colors.${color}`]}
            onChange={(value) => form.setValue(`design.colors.${color}`, value)}
            error={form.errors[`design.colors.${color}`]}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fonts.map((font) => (
          <Select
            key={font}
            label={t(`fields.design.fonts.${font}`)}
            data={[...storefrontFonts]}
            allowDeselect={false}
            required
            value={form.values[`design.fonts.${font}`]}
            onChange={(value) => value && form.setValue(`design.fonts.${font}`, value)}
            error={form.errors[`design.fonts.${font}`]}
            renderOption={({ option }) => (
              <span style={{ fontFamily: fontStack(option.value) }}>{option.label}</span>
            )}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
