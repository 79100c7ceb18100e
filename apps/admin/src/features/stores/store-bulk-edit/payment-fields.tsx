import { Alert, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  type DispatchMode,
  dispatchModes,
  legacyPaymentMethods,
  type PaymentMethodKey,
  paymentMethodKeys,
} from '@tablero/domain';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/tenant-context.js';
import { toCamelKey } from '../../../shared/http/case.js';
import type { FormPageState } from '../../../shared/ui/form-page/index.js';
import { PaymentModeChecklist } from '../components/payment-mode-checklist.js';
import type { BulkEditValues } from './bulk-edit-values.js';
import { SectionToggle } from './section-toggle.js';

type ModeKey = keyof BulkEditValues['paymentMethods'];
const modeKey = (mode: DispatchMode) => toCamelKey(mode) as ModeKey;

/**
 * What a bulk edit may offer, knowing no single store: the catalogue less the legacy methods
 * (kept only where a store already has them, §5) and `webpay`, which is the same Webpay as
 * `online`. Webpay and Oneclick are offered; a store without their commerce code refuses them.
 */
const bulkOptions: readonly PaymentMethodKey[] = paymentMethodKeys.filter(
  (key) => key !== 'webpay' && !legacyPaymentMethods.includes(key),
);

/** The order modes of the tenant: the order-taker ones only with that feature. */
const modesOf = (features: readonly string[]) =>
  dispatchModes.filter((mode) => features.includes('order_taker') || !mode.startsWith('order_taker'));

/** The payment methods tab: one "Cambiar …" per order mode; the modes left off keep theirs. */
export function PaymentFields({ form }: { form: FormPageState<BulkEditValues> }) {
  const { t } = useTranslation('storeBulkEdit');
  const { features } = useTenant();
  const { paymentModes, paymentMethods } = form.values;

  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('payment.notice')} {t('payment.rules')}
      </Alert>
      {modesOf(features).map((mode) => {
        const modeName = t(`storeForm:dispatchModes.${mode}`);
        return (
          <SectionToggle
            key={mode}
            label={t('payment.mode', { mode: modeName })}
            description={t('payment.replaces')}
            on={paymentModes.includes(mode)}
            onChange={(on) =>
              form.setValue(
                'paymentModes',
                on ? [...paymentModes, mode] : paymentModes.filter((m) => m !== mode),
              )
            }
          >
            <Paper withBorder radius="md" p="lg">
              <PaymentModeChecklist
                mode={mode}
                label={t('payment.methods', { mode: modeName })}
                options={bulkOptions}
                value={paymentMethods[modeKey(mode)]}
                onChange={(methods) =>
                  form.setValue('paymentMethods', { ...paymentMethods, [modeKey(mode)]: methods })
                }
                error={form.errors[`paymentMethods.${modeKey(mode)}`]}
              />
            </Paper>
          </SectionToggle>
        );
      })}
    </Stack>
  );
}
