import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../../../src/lib/s3-file-store.js';
import { checkSignature } from './signature-v4.js';

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  /** Settings of a client allowed to use the bucket (path-style, random credentials). */
  settings: S3Settings;
  /** Every object key in the bucket, sorted. */
  keys(): string[];
  /** The requests served so far, as `METHOD /bucket/key → status`. */
  log: string[];
  close(): Promise<void>;
}

/**
 * A local S3 for tests: one bucket, path-style addressing, objects in memory, and the subset of
 * the REST API the file store uses — PutObject, GetObject, HeadObject, DeleteObject — with every
 * request's Signature V4 checked (a wrong secret gets 403 SignatureDoesNotMatch, as on AWS).
 */
export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'tablero-test';
  const region = options.region ?? 'sa-east-1';
  const accessKeyId = `AKIA${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(30).toString('base64');
  const secrets = new Map([[accessKeyId, secretAccessKey]]);
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let status: number;
      try {
        status = serve(request, Buffer.concat(chunks), response);
      } catch {
        // A path that does not decode, say: answered as S3 would, never a crash of the test.
        status = sendError(
          response,
          400,
          'InvalidURI',
          'Couldn’t parse the specified URI.',
          request.method ?? '',
        );
      }
      log.push(`${request.method} ${request.url} → ${status}`);
    });
  });

  function serve(request: IncomingMessage, body: Buffer, response: ServerResponse): number {
    const rawUrl = request.url ?? '/';
    const method = request.method ?? 'GET';
    const refusal = checkSignature({ method, rawUrl, headers: request.headers, body }, secrets, region);
    if (refusal) return sendError(response, refusal.status, refusal.code, refusal.message, method);

    const path = rawUrl.split('?')[0] ?? '/';
    const [, bucketName = '', ...keyParts] = path.split('/').map(decodeURIComponent);
    const key = keyParts.join('/');
    if (bucketName !== bucket)
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', method);
    if (!key) return sendError(response, 501, 'NotImplemented', 'Only object operations are faked', method);

    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          bytes: body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          etag,
          lastModified: new Date(),
        });
        response.writeHead(200, { etag }).end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object)
          return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', method);
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
        });
        response.end(method === 'GET' ? object.bytes : undefined);
        return 200;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return 204;
      default:
        return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed', method);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
    },
    keys: () => [...objects.keys()].sort(),
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function sendError(response: ServerResponse, status: number, code: string, message: string, method: string) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' });
  // Like S3, a HEAD gets the status alone.
  response.end(method === 'HEAD' ? undefined : xml);
  return status;
}
