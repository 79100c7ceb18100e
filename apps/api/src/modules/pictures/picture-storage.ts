import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { LocalDiskFileStore } from '../../lib/file-store.js';
import { secretFromEnvOrFile } from '../../lib/secrets.js';
import { FileTokens } from './file-tokens.js';
import type { PictureFiles } from './pictures.service.js';

export const FILES_SIGNING_KEY_FILE = 'files-signing-key';

/**
 * Pictures on the local disk under DATA_DIR/files, served by the API through signed URLs. Several
 * API processes must share the disk and FILES_SIGNING_KEY. (No S3-compatible store yet.)
 */
export function localPictureFiles(config: AppConfig): PictureFiles {
  return {
    store: new LocalDiskFileStore(path.resolve(config.dataDir, 'files')),
    tokens: new FileTokens(
      secretFromEnvOrFile(config.filesSigningKey, config.dataDir, FILES_SIGNING_KEY_FILE),
    ),
  };
}
