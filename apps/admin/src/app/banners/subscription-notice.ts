import type { SubscriptionStatus } from '@tablero/domain';
import type { CurrentUser } from '../../shared/session/index.js';

export interface SubscriptionNotice {
  tone: 'warning' | 'error';
  /** Key under `shell:subscription.` */
  message: Exclude<SubscriptionStatus, 'active'>;
  /** Admins can fix billing themselves; others on a blocked account are sent to the help centre. */
  action: 'updatePayment' | 'helpCentre' | null;
}

type NoticeUser = Pick<CurrentUser, 'superAdmin' | 'roles'>;

function isAdmin(user: NoticeUser | null): boolean {
  return Boolean(user && (user.superAdmin || user.roles.some((role) => role.name === 'admin')));
}

/** Spec part 1 §4 "Subscription status": which banner, if any, the top of the console shows. */
export function subscriptionNotice(
  status: SubscriptionStatus,
  user: NoticeUser | null,
): SubscriptionNotice | null {
  if (status === 'active') return null;
  const admin = isAdmin(user);
  if (status === 'failed_payment') {
    return { tone: 'warning', message: status, action: admin ? 'updatePayment' : null };
  }
  return { tone: 'error', message: status, action: admin ? 'updatePayment' : 'helpCentre' };
}
