import type { SubscriptionStatus } from '@tablero/domain';
import { describe, expect, it } from 'vitest';
import { subscriptionNotice } from './subscription-notice.js';

const admin = { superAdmin: false, roles: [{ id: 1, name: 'admin' }] };
const superAdmin = { superAdmin: true, roles: [] };
const editor = { superAdmin: false, roles: [{ id: 2, name: 'editor' }] };

describe('subscription banner (spec part 1 §4)', () => {
  it('shows nothing for an active subscription, whoever is signed in', () => {
    for (const user of [admin, superAdmin, editor, null])
      expect(subscriptionNotice('active', user)).toBeNull();
  });

  it.each([
    ['failed_payment', admin, 'warning', 'updatePayment'],
    ['failed_payment', superAdmin, 'warning', 'updatePayment'],
    ['failed_payment', editor, 'warning', null],
    ['suspended', admin, 'error', 'updatePayment'],
    ['suspended', editor, 'error', 'helpCentre'],
    ['inactive', superAdmin, 'error', 'updatePayment'],
    ['inactive', editor, 'error', 'helpCentre'],
    ['inactive', null, 'error', 'helpCentre'],
  ] as const)('%s for %o is a %s with action %s', (status, user, tone, action) => {
    expect(subscriptionNotice(status as SubscriptionStatus, user)).toEqual({ tone, message: status, action });
  });

  it('treats a role named admin, not a role containing it, as admin', () => {
    const lookalike = { superAdmin: false, roles: [{ id: 3, name: 'store_admin' }] };
    expect(subscriptionNotice('suspended', lookalike)?.action).toBe('helpCentre');
  });
});
