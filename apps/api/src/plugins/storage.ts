// File storage behind one interface: the local disk under DATA_DIR/uploads, or an S3-compatible bucket when
// S3_BUCKET is set (several hosts then share the files).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createDiskStorage } from './storage/disk';
import type { FileStorage } from './storage/driver';
import { createS3Storage } from './storage/s3';

export { createDiskStorage } from './storage/disk';
export { type FileStorage, FileTooLargeError } from './storage/driver';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/** The configured driver: the bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise. */
export function createFileStorage(config: Pick<Config, 'dataDir'> & { storage?: Config['storage'] }): FileStorage {
  const s3 = config.storage?.s3;
  return s3 ? createS3Storage(s3) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', createFileStorage(app.config));
});
