import { switchApplicationTenantFilter } from '../src/db/tenant-filter.js';

// `TEST_TENANT_FILTER=off`: the API suite runs with row-level security as the only tenant wall.
if (process.env.TEST_TENANT_FILTER === 'off') switchApplicationTenantFilter(false);
