import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@tablero/domain';
import { AppError } from '../../lib/app-error.js';

/** What an upload URL allows: one PUT of the picture's file, until `exp` (seconds since epoch). */
export interface UploadClaims {
  kind: 'put';
  tenantId: number;
  pictureId: number;
  /** 32 hex digits, the picture row's `upload_nonce`: cleared by the upload, so the URL works once. */
  nonce: string;
  /** Who asked for the URL: the upload is audited as theirs. */
  actorId: number | null;
  exp: number;
}

/** What a file URL allows: reading one file of a picture, until `exp`. */
export interface ReadClaims {
  kind: 'get';
  tenantId: number;
  pictureId: number;
  file: PictureFileCode;
  exp: number;
}

/** Which file of a picture: the original in its format, or the thumbnail. */
export const pictureFileCodes = [
  'original.jpg',
  'original.png',
  'original.webp',
  'small-cropped.webp',
] as const;
export type PictureFileCode = (typeof pictureFileCodes)[number];

type Claims = UploadClaims | ReadClaims;

export const fileLinkMessages = {
  invalid: 'El enlace del archivo no es válido',
  expired: 'El enlace del archivo expiró; solicita uno nuevo',
  used: 'El enlace de subida ya fue usado; solicita uno nuevo',
} as const;

/** The signed URL is the credential, so a bad one is answered like a bad session (401/1004). */
export const fileLinkRefused = (message: string) => new AppError(ErrorCode.unauthenticated, message);

const PUT = 1;
const GET = 2;
const HEADER_BYTES = 17;
const NONCE_BYTES = 16;
/** 128 bits of HMAC-SHA256: plenty against forgery, and the URL stays under the router's limit. */
const SIGNATURE_BYTES = 16;

function encode(claims: Claims): Buffer {
  const nonce = claims.kind === 'put' ? Buffer.from(claims.nonce, 'hex') : Buffer.alloc(0);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt8(claims.kind === 'put' ? PUT : GET, 0);
  header.writeUInt32BE(claims.tenantId, 1);
  header.writeUInt32BE(claims.pictureId, 5);
  header.writeUInt32BE(claims.exp, 9);
  header.writeUInt32BE(
    claims.kind === 'put' ? (claims.actorId ?? 0) : pictureFileCodes.indexOf(claims.file),
    13,
  );
  return Buffer.concat([header, nonce]);
}

function decode(bytes: Buffer): Claims | undefined {
  if (bytes.length < HEADER_BYTES) return undefined;
  const kind = bytes.readUInt8(0);
  const common = {
    tenantId: bytes.readUInt32BE(1),
    pictureId: bytes.readUInt32BE(5),
    exp: bytes.readUInt32BE(9),
  };
  const extra = bytes.readUInt32BE(13);
  if (kind === PUT && bytes.length === HEADER_BYTES + NONCE_BYTES) {
    const nonce = bytes.subarray(HEADER_BYTES).toString('hex');
    return { kind: 'put', ...common, nonce, actorId: extra === 0 ? null : extra };
  }
  const file = pictureFileCodes[extra];
  if (kind === GET && bytes.length === HEADER_BYTES && file) return { kind: 'get', ...common, file };
  return undefined;
}

/**
 * HMAC-signed, expiring tokens for the file URLs the API serves itself: `payload.signature`, both
 * base64url, the payload a fixed binary layout (compact enough for a path segment). Tenant and
 * target are inside, so the URL needs no session.
 */
export class FileTokens {
  constructor(private readonly key: string) {}

  private sign(payload: string): Buffer {
    return createHmac('sha256', this.key)
      .update(`tablero-files.${payload}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  }

  issue(claims: Claims): string {
    const payload = encode(claims).toString('base64url');
    return `${payload}.${this.sign(payload).toString('base64url')}`;
  }

  /** The claims of a token of this kind, or a 401 saying whether it is invalid or expired. */
  verify<K extends Claims['kind']>(token: string, kind: K, now = Date.now()): Extract<Claims, { kind: K }> {
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) throw fileLinkRefused(fileLinkMessages.invalid);
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw fileLinkRefused(fileLinkMessages.invalid);
    const claims = decode(Buffer.from(payload, 'base64url'));
    if (!claims || claims.kind !== kind) throw fileLinkRefused(fileLinkMessages.invalid);
    if (!(claims.exp * 1000 > now)) throw fileLinkRefused(fileLinkMessages.expired);
    return claims as Extract<Claims, { kind: K }>;
  }
}

/** Where a picture's file lives; generated from ids, never from anything a client sent. */
export const pictureFileKey = (tenantId: number, pictureId: number, file: PictureFileCode) =>
  `tenants/${tenantId}/pictures/${pictureId}/${file}`;

export const originalFileOf = (contentType: string): PictureFileCode | undefined =>
  ({ 'image/jpeg': 'original.jpg', 'image/png': 'original.png', 'image/webp': 'original.webp' })[
    contentType
  ] as PictureFileCode | undefined;
