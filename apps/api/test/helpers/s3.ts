// A real S3 protocol peer on a free loopback port (s3rver, files under a temporary folder) with one bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'tremplin';

export async function startS3(port = 0) {
  const directory = mkdtempSync(path.join(tmpdir(), 'tremplin-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    port: address.port,
    /** The API's settings for this store (s3rver accepts its own fixed keys). */
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true' as const,
    },
    settings: {
      bucket: S3_TEST_BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
