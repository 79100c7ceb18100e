export * from './connection-test.js';
export {
  type CredentialField,
  type CredentialFieldName,
  type CredentialFieldType,
  credentialFieldLabels,
  deliveryFlags,
} from './credential-fields.js';
export * from './credentials.schema.js';
export * from './credentials-merge.js';
export * from './groups.js';
export * from './masking.js';
export * from './providers.js';
