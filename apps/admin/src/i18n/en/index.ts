import type { esCL } from '../es-CL/index.js';
import account from './account.js';
import auth from './auth.js';
import common from './common.js';
import deliveryZones from './delivery-zones.js';
import integrations from './integrations.js';
import misc from './misc.js';
import shell from './shell.js';
import storeBulkEdit from './store-bulk-edit.js';
import storeForm from './store-form.js';
import stores from './stores.js';

export const en = {
  account,
  auth,
  common,
  deliveryZones,
  integrations,
  misc,
  shell,
  storeBulkEdit,
  storeForm,
  stores,
} satisfies Record<keyof typeof esCL, unknown>;
