import { describeAccessMatrix } from './describe-access-matrix.js';

// The same actors, the tenant named by the host name (alpha.localhost) instead of the header.
describeAccessMatrix({ name: 'tenant host name', tenantForm: 'host' });
