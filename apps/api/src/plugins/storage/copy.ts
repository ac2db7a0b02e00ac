// Moves a host's local uploads into the bucket: every file under the folder becomes the object of the same key,
// its MD5 checked by the store on receipt (Content-MD5) and compared with the ETag it answers. Objects already there
// with the same checksum are skipped, so a copy cut off half-way starts again where it stopped.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Storage } from './s3';

export interface CopyReport {
  total: number;
  copied: number;
  /** Already in the bucket with the same checksum. */
  skipped: number;
  /** Keys whose copy failed or whose checksum the bucket did not confirm. */
  failed: Array<{ key: string; reason: string }>;
}

/** Every stored file's key, relative to the uploads folder with forward slashes; unfinished writes (.part) left out. */
async function localKeys(root: string) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((err) => {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function md5Of(file: string) {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest();
}

export async function copyUploads(
  root: string,
  bucket: S3Storage,
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const keys = await localKeys(root);
  const report: CopyReport = { total: keys.length, copied: 0, skipped: 0, failed: [] };
  let next = 0;
  let done = 0;

  const copyOne = async (key: string) => {
    const file = path.join(root, ...key.split('/'));
    const [digest, { size }] = await Promise.all([md5Of(file), stat(file)]);
    const md5 = digest.toString('hex');
    const present = await bucket.head(key);
    if (present && present.size === size && present.etag === md5) {
      report.skipped += 1;
      return;
    }
    // Files here stay far below the 5 GB of a single PUT (the largest kind allows 100 MB); streamed, so that several
    // copies at once keep memory flat.
    const answer = await bucket.client.send(
      new PutObjectCommand({
        Bucket: bucket.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentLength: size,
        ContentMD5: digest.toString('base64'),
      }),
    );
    const etag = (answer.ETag ?? '').replaceAll('"', '');
    if (etag !== md5) throw new Error(`somme de contrôle différente dans le bucket (${etag} au lieu de ${md5})`);
    report.copied += 1;
  };

  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      try {
        await copyOne(key);
      } catch (err) {
        report.failed.push({ key, reason: (err as Error).message });
      }
      done += 1;
      options.onProgress?.(done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return report;
}
