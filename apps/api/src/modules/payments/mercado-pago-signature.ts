import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago signs each notification with the secret of the seller's application
 * (https://www.mercadopago.cl/developers/es/docs/your-integrations/notifications/webhooks):
 * `x-signature: ts=…,v1=…`, v1 being the HMAC-SHA256 (hex) of the manifest
 * `id:{data.id};request-id:{x-request-id};ts:{ts};`, where a part whose value is missing is left out
 * and an alphanumeric `data.id` is written in lower case.
 */
export interface NotificationSignatureInput {
  dataId: string | undefined;
  requestId: string | undefined;
  ts: string;
}

function manifestOf({ dataId, requestId, ts }: NotificationSignatureInput): string {
  return [
    dataId ? `id:${dataId.toLowerCase()};` : '',
    requestId ? `request-id:${requestId};` : '',
    `ts:${ts};`,
  ].join('');
}

export function notificationSignature(secret: string, input: NotificationSignatureInput): string {
  return createHmac('sha256', secret).update(manifestOf(input)).digest('hex');
}

/** The `x-signature` header's parts; undefined when it is not one. */
function signatureParts(header: string): { ts: string; v1: string } | undefined {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  return ts && v1 && /^\d{1,20}$/.test(ts) && /^[0-9a-f]{64}$/i.test(v1) ? { ts, v1 } : undefined;
}

export function isSignedBy(
  secret: string,
  header: string | undefined,
  notification: Omit<NotificationSignatureInput, 'ts'>,
): boolean {
  const parts = header ? signatureParts(header) : undefined;
  if (!parts) return false;
  const expected = Buffer.from(notificationSignature(secret, { ...notification, ts: parts.ts }), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts.v1.toLowerCase(), 'hex'));
}
