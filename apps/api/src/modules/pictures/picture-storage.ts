import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { type FileStore, LocalDiskFileStore } from '../../lib/file-store.js';
import { S3FileStore } from '../../lib/s3-file-store.js';
import { secretFromEnvOrFile } from '../../lib/secrets.js';
import { FileTokens } from './file-tokens.js';
import type { PictureFiles } from './pictures.service.js';

export const FILES_SIGNING_KEY_FILE = 'files-signing-key';

/** The files of every area (pictures, export files): the S3-compatible bucket, else DATA_DIR/files. */
export function fileStoreOf(config: AppConfig): FileStore {
  return config.s3
    ? new S3FileStore(config.s3)
    : new LocalDiskFileStore(path.resolve(config.dataDir, 'files'));
}

/**
 * Pictures in the S3-compatible bucket when one is configured, else on the local disk under
 * DATA_DIR/files (several API processes must then share the disk). Either way the API serves them
 * through its own signed URLs, so every process needs the same FILES_SIGNING_KEY.
 */
export function pictureFilesOf(config: AppConfig): PictureFiles {
  return {
    store: fileStoreOf(config),
    tokens: new FileTokens(
      secretFromEnvOrFile(config.filesSigningKey, config.dataDir, FILES_SIGNING_KEY_FILE),
    ),
  };
}
