import { describeAccessMatrix } from './describe-access-matrix.js';

describeAccessMatrix({ name: 'tenant header', tenantForm: 'header' });
