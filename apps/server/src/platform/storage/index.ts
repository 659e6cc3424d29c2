import path from 'node:path';
import type { Config } from '../config/config.js';
import { createLocalStorage } from './local-storage.js';
import type { FileStorage } from './storage.js';

export type { FileStorage, StoredFile } from './storage.js';
export { MAX_UPLOAD_BYTES } from './storage.js';
export { isLocalStorage, type LocalStorage } from './local-storage.js';

/** S3 when configured (several processes share it; its SDK loaded only then), otherwise DATA_DIR/files. */
export async function createStorage(config: Config): Promise<FileStorage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'files'));
  const { createS3Storage } = await import('./s3-storage.js');
  return createS3Storage(config.s3);
}
