import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import {
  assertKeyMatches,
  assertSafeKey,
  contentTypeOfKey,
  type FileStore,
  type StoredFile,
} from './file-store.js';

/** An S3-compatible bucket (AWS S3, MinIO, R2, Spaces…), from the S3_* variables. */
export interface S3Settings {
  /** Base URL of the service, e.g. `https://s3.sa-east-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
}

/** A failed S3 call, with the service's error code (`SignatureDoesNotMatch`, `NoSuchBucket`…). */
export class S3RequestError extends Error {
  constructor(
    readonly method: string,
    readonly key: string,
    readonly status: number,
    readonly s3Code: string | undefined,
  ) {
    super(`S3 ${method} ${key} answered ${status}${s3Code ? ` ${s3Code}` : ''}`);
    this.name = 'S3RequestError';
  }
}

const REQUEST_TIMEOUT_MS = 15_000;
/** aws4fetch retries 5xx and 429 with backoff; two retries keep a request's worst case bounded. */
const RETRIES = 2;

const sha256Hex = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const EMPTY_SHA256 = sha256Hex('');

/**
 * Files as objects of one bucket, through the S3 REST API signed with Signature V4 (PutObject,
 * GetObject, DeleteObject). The bucket stays private: the API reads the objects and serves them
 * behind its own signed URLs, as it does for the local disk.
 */
export class S3FileStore implements FileStore {
  private readonly client: AwsClient;
  private readonly base: URL;

  constructor(
    readonly settings: S3Settings,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: RETRIES,
    });
    this.base = new URL(settings.endpoint);
  }

  private urlOf(key: string): URL {
    assertSafeKey(key);
    const url = new URL(this.base);
    const prefix = url.pathname.replace(/\/+$/, '');
    if (this.settings.forcePathStyle) {
      url.pathname = `${prefix}/${this.settings.bucket}/${key}`;
    } else {
      url.hostname = `${this.settings.bucket}.${url.hostname}`;
      url.pathname = `${prefix}/${key}`;
    }
    return url;
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    return this.client.fetch(this.urlOf(key), {
      method,
      // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD for S3).
      headers: { ...headers, 'x-amz-content-sha256': body ? sha256Hex(body) : EMPTY_SHA256 },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
  }

  private async failure(method: string, key: string, response: Response): Promise<S3RequestError> {
    const text = await response.text().catch(() => '');
    return new S3RequestError(method, key, response.status, /<Code>([^<]+)<\/Code>/.exec(text)?.[1]);
  }

  /** A 404 for the key itself, as opposed to a missing bucket (a misconfiguration, not a lost file). */
  private async missingKey(method: string, key: string, response: Response): Promise<boolean> {
    if (response.status !== 404) return false;
    const error = await this.failure(method, key, response);
    if (error.s3Code === 'NoSuchBucket') throw error;
    return true;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertKeyMatches(key, contentType);
    const response = await this.send('PUT', key, bytes, { 'content-type': contentType });
    if (!response.ok) throw await this.failure('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredFile | null> {
    const contentType = contentTypeOfKey(key);
    if (!contentType) return null;
    const response = await this.send('GET', key);
    if (await this.missingKey('GET', key, response)) return null;
    if (!response.ok) throw await this.failure('GET', key, response);
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    // S3 answers 204 for a missing key too; some compatible stores answer 404.
    if (response.ok) await response.body?.cancel();
    else if (!(await this.missingKey('DELETE', key, response)))
      throw await this.failure('DELETE', key, response);
  }
}
