import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../shared/session/index.js';
import { useTenant } from '../tenant/tenant-context.js';
import { subscriptionNotice } from './subscription-notice.js';

/** The my-account feature will own a typed URL builder for this path; until then it lives here. */
const MY_ACCOUNT_PATH = '/my-account';

export function SubscriptionBanner() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { user } = useSession();
  const notice = subscriptionNotice(tenant.subscriptionStatus, user);
  if (!notice) return null;

  return (
    <Alert
      color={notice.tone === 'warning' ? 'yellow' : 'red'}
      icon={<IconAlertTriangle aria-hidden />}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="subscription-banner"
      mb="md"
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {t(`shell:subscription.${notice.message}`)}{' '}
        {notice.action === 'updatePayment' && (
          <Anchor component={Link} to={MY_ACCOUNT_PATH} size="sm" fw={600} underline="always">
            {t('shell:subscription.updatePayment')}
          </Anchor>
        )}
        {notice.action === 'helpCentre' && t('shell:subscription.helpCentre')}
      </Text>
    </Alert>
  );
}
