import path from 'node:path';
import type { Config } from '../config/config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, StoredFile } from './storage.js';
export { MAX_UPLOAD_BYTES } from './storage.js';

/** S3 when configured (several processes share it), otherwise DATA_DIR/files on this machine. */
export function createStorage(config: Config): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files'));
}
