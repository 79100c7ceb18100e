import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does
 * (docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html), written apart from any
 * client library so that a signing mistake in ours cannot be mirrored here.
 */

export interface SignatureRefusal {
  status: 400 | 403;
  /** S3's error code: SignatureDoesNotMatch, InvalidAccessKeyId, RequestTimeTooSkewed… */
  code: string;
  message: string;
}

export interface SignedRequest {
  method: string;
  /** The path and query as received (`/bucket/key?x=1`). */
  rawUrl: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60_000;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(query: string): string {
  return [...new URLSearchParams(query)]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

const headerValue = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
};

const refuse = (status: 400 | 403, code: string, message: string): SignatureRefusal => ({
  status,
  code,
  message,
});

/** Undefined when the request is signed by `secrets[accessKeyId]` for this region; else why not. */
export function checkSignature(
  request: SignedRequest,
  secrets: ReadonlyMap<string, string>,
  region: string,
  now = Date.now(),
): SignatureRefusal | undefined {
  const authorization = headerValue(request.headers, 'authorization');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return refuse(403, 'AccessDenied', 'Missing or malformed Signature V4 Authorization header');
  const [, accessKeyId = '', day = '', scopeRegion, service, signedHeaderList = '', signature = ''] = match;
  const secret = secrets.get(accessKeyId);
  if (secret === undefined)
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (scopeRegion !== region || service !== 's3')
    return refuse(400, 'AuthorizationHeaderMalformed', `The authorization header scope must be ${region}/s3`);

  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signedHeaders.includes(required))
      return refuse(403, 'AccessDenied', `SignedHeaders must include ${required}`);
  const amzDate = headerValue(request.headers, 'x-amz-date');
  const dateMatch = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!dateMatch || amzDate.slice(0, 8) !== day)
    return refuse(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the credential scope');
  const [, y, mo, d, h, mi, s] = dateMatch.map(Number);
  const signedAt = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  if (Math.abs(now - signedAt) > MAX_SKEW_MS)
    return refuse(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );

  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(request.body))
    return refuse(
      400,
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 header does not match what was computed.',
    );

  const queryAt = request.rawUrl.indexOf('?');
  const path = queryAt === -1 ? request.rawUrl : request.rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.rawUrl.slice(queryAt + 1);
  const canonicalRequest = [
    request.method,
    canonicalUri(path),
    canonicalQuery(query),
    `${signedHeaders.map((name) => `${name}:${headerValue(request.headers, name)}`).join('\n')}\n`,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return refuse(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  return undefined;
}
