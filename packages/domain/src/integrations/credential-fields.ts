/**
 * The credential fields the providers use, from the union of spec part 1 §3 "Credentials" in
 * snake_case (`webhookSecrets (new order, ping)` → two fields, `payment ids (card, cash, online)` →
 * three). The generic `id`, `key`, `value` and `storeId` of that list are the shape of a key/value
 * pair, not fields of a form, so they are not here.
 *
 * A field has one type wherever it appears: `secret` fields are encrypted at rest and only ever
 * leave the server masked; `text` fields identify an account or a store at the provider and are
 * shown in full so that support can compare them with the provider's portal. No field is a fixed
 * choice yet, so there is no `select` type: add one with its options when a provider needs it.
 */
export type CredentialFieldType = 'text' | 'secret' | 'boolean';

export interface CredentialField {
  name: string;
  label: string;
  type: CredentialFieldType;
  required: boolean;
}

const fieldTypesAndLabels = {
  client_id: ['text', 'ID de cliente (client ID)'],
  client_secret: ['secret', 'Secreto de cliente (client secret)'],
  audience: ['text', 'Audiencia (audience)'],
  username: ['text', 'Usuario'],
  password: ['secret', 'Contraseña'],
  client_code: ['text', 'Código de cliente'],
  customer_id: ['text', 'ID de cuenta (customer ID)'],
  api_token: ['secret', 'Token de API'],
  auth_token: ['secret', 'Token de autenticación'],
  restaurant_id: ['text', 'ID de restaurante'],
  access_token: ['secret', 'Token de acceso (access token)'],
  public_key: ['text', 'Llave pública (public key)'],
  app_id: ['text', 'ID de aplicación (app ID)'],
  app_secret: ['secret', 'Secreto de aplicación (app secret)'],
  shop_id: ['text', 'ID de tienda'],
  app_shop_id: ['text', 'ID de tienda en la aplicación'],
  webhook_secret_new_order: ['secret', 'Secreto del webhook de nuevo pedido'],
  webhook_secret_ping: ['secret', 'Secreto del webhook de ping'],
  webhook_signature_key: ['secret', 'Llave de firma de webhooks'],
  secret_key: ['secret', 'Llave secreta'],
  secret_api_key: ['secret', 'Llave secreta de API'],
  api_key: ['secret', 'Llave de API (API key)'],
  login: ['text', 'Login'],
  authorization: ['secret', 'Token de autorización'],
  xconsumer: ['text', 'Consumidor (X-Consumer)'],
  local_id: ['text', 'ID de local'],
  establishment_id: ['text', 'ID de establecimiento'],
  user_identify: ['text', 'Identificador de usuario'],
  delivery_id: ['text', 'ID del producto de despacho'],
  tip_id: ['text', 'ID del producto de propina'],
  payment_id_card: ['text', 'ID del medio de pago tarjeta'],
  payment_id_cash: ['text', 'ID del medio de pago efectivo'],
  payment_id_online: ['text', 'ID del medio de pago en línea'],
  env_production: ['boolean', 'Ambiente de producción'],
  proof_of_delivery: ['boolean', 'Prueba de entrega'],
  return_trips_enabled: ['boolean', 'Viajes de regreso habilitados'],
  pickup_verification: ['boolean', 'Verificación en el retiro'],
  pincode_proof_of_delivery: ['boolean', 'Prueba de entrega con PIN'],
} as const satisfies Record<string, readonly [CredentialFieldType, string]>;

export type CredentialFieldName = keyof typeof fieldTypesAndLabels;

function field(name: CredentialFieldName, required: boolean): CredentialField {
  const [type, label] = fieldTypesAndLabels[name];
  return { name, label, type, required };
}

/** A field the form cannot be saved without. */
export const requiredField = (name: CredentialFieldName) => field(name, true);
/** A field that may stay empty; flags are always optional and default to false. */
export const optionalField = (name: CredentialFieldName) => field(name, false);

/** The delivery credential flags of the spec, default false, on every delivery provider. */
export const deliveryFlags: readonly CredentialField[] = [
  optionalField('proof_of_delivery'),
  optionalField('return_trips_enabled'),
  optionalField('pickup_verification'),
  optionalField('pincode_proof_of_delivery'),
];

/** Each field's Spanish label, for the console's forms. */
export const credentialFieldLabels = Object.fromEntries(
  Object.entries(fieldTypesAndLabels).map(([name, [, label]]) => [name, label]),
) as Record<CredentialFieldName, string>;
