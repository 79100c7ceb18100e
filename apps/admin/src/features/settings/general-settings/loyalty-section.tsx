import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { countrySettings, settingsLimits } from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { FormSection } from '../../../shared/ui/form-section.js';
import { MoneyInput } from '../../../shared/ui/money-input.js';
import { numberField, switchField } from '../settings-form/field-props.js';
import type { GeneralForm } from './orders-section.js';

const percentages = ['percentage', 'minPercentage', 'maxPercentage'] as const;
const redeem = ['minRedeem', 'maxRedeem'] as const;

/** The loyalty program (one point per currency unit spent), shown when the platform offers it to the brand. */
export function LoyaltySection({ form }: { form: GeneralForm }) {
  const { t } = useTranslation('settings');
  // react-number-format refuses a thousands separator equal to the decimal one: name both.
  const { thousandsSeparator, decimalSeparator } = countrySettings(useTenant().country);
  return (
    <FormSection title={t('sections.loyalty')} description={t('sections.loyaltyHint')}>
      <Switch label={t('fields.loyalty.enabled')} {...switchField(form, 'loyalty.enabled')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {percentages.map((key) => (
          <NumberInput
            key={key}
            label={t(`fields.loyalty.${key}`)}
            required
            min={1}
            max={100}
            suffix=" %"
            allowDecimal={false}
            {...numberField(form, `loyalty.${key}`)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {redeem.map((key) => (
          <NumberInput
            key={key}
            label={t(`fields.loyalty.${key}`)}
            description={t('hints.points')}
            required
            min={1}
            allowDecimal={false}
            thousandSeparator={thousandsSeparator}
            decimalSeparator={decimalSeparator}
            {...numberField(form, `loyalty.${key}`)}
          />
        ))}
        <MoneyInput
          label={t('fields.loyalty.reward')}
          description={t('hints.reward')}
          required
          {...numberField(form, 'loyalty.reward')}
        />
        <NumberInput
          label={t('fields.loyalty.giftCardDays')}
          required
          min={1}
          max={settingsLimits.loyaltyGiftCardDaysMax}
          allowDecimal={false}
          {...numberField(form, 'loyalty.giftCardDays')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
