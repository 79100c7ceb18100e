import { inject, it } from 'vitest';
import { switchApplicationTenantFilter } from '../../src/db/tenant-filter.js';
import { describeAccessMatrix } from './describe-access-matrix.js';

/**
 * The whole matrix once more with the application's own tenant filter switched off: every
 * cross-tenant read and write must still fail, stopped by PostgreSQL row-level security alone.
 */
if (inject('template').engine === 'postgres') {
  switchApplicationTenantFilter(false);
  describeAccessMatrix({
    name: 'row-level security alone (application tenant filter off)',
    tenantForm: 'header',
  });
} else {
  it.skip('runs on PostgreSQL (npm run test:pg)', () => undefined);
}
