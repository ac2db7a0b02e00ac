// `npm run uploads:copy` on 1,000 local files: killed half-way, run again, every object in the bucket with the same
// MD5 as its file, and what was already there skipped (the unfinished .part file never copied).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startS3 } from '../../../test/helpers/s3';
import { API_ROOT } from '../../lib/paths';
import { createS3Storage, type S3Storage } from './s3';

const FILES = 1000;
let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: S3Storage;
let dataDir: string;
const md5s = new Map<string, string>();

beforeAll(async () => {
  s3 = await startS3();
  bucket = createS3Storage(s3.settings);
  dataDir = mkdtempSync(path.join(tmpdir(), 'tremplin-copy-'));
  for (let i = 0; i < FILES; i += 1) {
    const key = `${['cv', 'avatar', 'imageprojet', 'notefichier'][i % 4]}/${1 + (i % 37)}/fichier-${i}.bin`;
    // Sizes from a few bytes to about 20 KB, contents all different.
    const content = Buffer.alloc(13 + ((i * 7919) % 20_000), `contenu ${i} `);
    mkdirSync(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', key), content);
    md5s.set(key, createHash('md5').update(content).digest('hex'));
  }
  // A write cut off on the old host is not a file to copy.
  writeFileSync(path.join(dataDir, 'uploads', 'cv/1/moitié.pdf.1234.part'), 'incomplet');
});
afterAll(async () => {
  bucket?.client.destroy();
  await s3?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command as an operator would; `killAfter` kills it once it has reported that many files done. */
function runCopy(killAfter?: number) {
  return new Promise<{ output: string; code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/copy-uploads.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...s3.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const progress = [...output.matchAll(/^(\d+)\/\d+$/gm)].at(-1);
      if (killAfter !== undefined && progress && Number(progress[1]) >= killAfter) child.kill('SIGKILL');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => resolve({ output, code, signal }));
  });
}

const summary = (output: string) => {
  const match = /(\d+) fichiers : (\d+) copiés, (\d+) déjà présents à l’identique, (\d+) en échec/.exec(output);
  if (!match) throw new Error(`no summary in: ${output}`);
  const [, total, copied, skipped, failed] = match.map(Number);
  return { total, copied, skipped, failed };
};

/** Every object of the bucket with its ETag, a thousand per answer. */
async function listBucket() {
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) objects.set(o.Key!, (o.ETag ?? '').replaceAll('"', ''));
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

it('copies 1,000 files, resumes after being killed half-way, and every checksum matches', {
  timeout: 120_000,
}, async () => {
  const cut = await runCopy(300);
  expect(cut.signal, cut.output).toBe('SIGKILL');
  const afterCut = (await listBucket()).size;
  expect(afterCut).toBeGreaterThanOrEqual(300);
  expect(afterCut).toBeLessThan(FILES);

  // An object that differs from its file (a copy by other means gone wrong) is copied again, not trusted. The
  // first key in order was copied by the first run, so it is one of the objects already there.
  const damagedKey = [...md5s.keys()].sort()[0]!;
  expect(await bucket.head(damagedKey)).not.toBeNull();
  await bucket.client.send(
    new PutObjectCommand({ Bucket: bucket.bucket, Key: damagedKey, Body: Buffer.from('autre contenu') }),
  );
  const before = afterCut;

  const resumed = await runCopy();
  expect(resumed.code, resumed.output).toBe(0);
  const report = summary(resumed.output);
  expect(report.total).toBe(FILES);
  expect(report.failed).toBe(0);
  // What the first run finished is skipped; the rest, and the damaged object, copied.
  expect(report.skipped).toBe(before - 1);
  expect(report.copied).toBe(FILES - before + 1);

  const objects = await listBucket();
  expect(objects.size).toBe(FILES);
  expect([...md5s].filter(([key, md5]) => objects.get(key) !== md5).map(([key]) => key)).toEqual([]);
});
