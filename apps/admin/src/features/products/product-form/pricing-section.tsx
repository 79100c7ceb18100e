import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { productDispatchMethods, productPlatforms } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../shared/ui/form-section.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { WeekdayChips } from '../../../shared/ui/weekday-chips.js';
import { ZonedDateTimeField } from '../components/zoned-date-time-field.js';
import { fieldOf, type ProductForm } from './field-props.js';
import type { ProductFormValues } from './product-form-values.js';

/** Price, position, platforms, dispatch method, visibility, weekdays and the availability window. */
export function PricingSection({ form }: { form: ProductForm }) {
  const { t } = useTranslation('products');
  const start = fieldOf(form, 'startDatetime');
  const end = fieldOf(form, 'endDatetime');
  return (
    <FormSection title={t('sections.pricing')} description={t('sections.pricingHint')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <MoneyInput
            label={t('fields.priceProduct')}
            required
            value={form.values.priceProduct}
            onChange={(value) => form.setValue('priceProduct', typeof value === 'number' ? value : '')}
            error={form.errors.priceProduct}
          />
          <Select
            label={t('fields.dispatchMethod')}
            data={productDispatchMethods.map((m) => ({ value: m, label: t(`dispatchMethods.${m}`) }))}
            value={form.values.dispatchMethod}
            onChange={(value) =>
              value && form.setValue('dispatchMethod', value as ProductFormValues['dispatchMethod'])
            }
            allowDeselect={false}
            error={form.errors.dispatchMethod}
          />
          <NumberInput
            label={t('fields.position')}
            min={0}
            allowDecimal={false}
            value={form.values.position}
            onChange={(value) => form.setValue('position', typeof value === 'number' ? value : '')}
            error={form.errors.position}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('fields.platform')}
          value={form.values.platform}
          onChange={(value) => form.setValue('platform', value as ProductFormValues['platform'])}
          error={form.errors.platform}
        >
          <Group mt={6}>
            {productPlatforms.map((p) => (
              <Checkbox key={p} value={p} label={t(`platforms.${p}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <WeekdayChips
          label={t('fields.availability')}
          value={form.values.availability}
          onChange={(days) => form.setValue('availability', days)}
          dayLabel={(day) => t(`weekdays.${day}`)}
          error={form.errors.availability}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ZonedDateTimeField label={t('fields.startDatetime')} {...start} disabled={form.readOnly} />
          <ZonedDateTimeField label={t('fields.endDatetime')} {...end} disabled={form.readOnly} />
        </SimpleGrid>
        <Switch
          label={t('fields.show')}
          checked={form.values.show}
          onChange={(event) => form.setValue('show', event.currentTarget.checked)}
        />
      </Stack>
    </FormSection>
  );
}
