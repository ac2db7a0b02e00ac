// The S3 driver against a real S3 protocol peer (s3rver): every path a file takes, from upload to erasure.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mediaFileUrl, type PublicUser, storedFileName } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createUser, signIn } from '../../../test/access/accounts';
import { multipartFile } from '../../../test/helpers/multipart';
import { startS3 } from '../../../test/helpers/s3';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { storedFiles } from '../../db/schema';
import { seedDemoIfEmpty } from '../../db/seed/demo';
import { FileTooLargeError } from './driver';
import { createS3Storage, type S3Storage } from './s3';

let s3: Awaited<ReturnType<typeof startS3>>;
let t: TestApp;
/** Reads the bucket directly, as another host would. */
let bucket: S3Storage;
// A signed link's date is rounded down to its second: 3 s leaves it at least 2 s, room for a loaded machine.
const LINK_SECONDS = 3;

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ ...s3.env, S3_LINK_SECONDS: String(LINK_SECONDS) });
  bucket = createS3Storage(s3.settings);
});
afterAll(async () => {
  await t?.close();
  bucket?.client.destroy();
  await s3?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const otherPdf = () => Buffer.concat([PDF, Buffer.from(`% version ${Math.random()}\n`)]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64, 7),
]);

async function candidate() {
  const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
  return { ...user, token: (await signIn(t.app, user.email)).token };
}

async function upload(owner: { id: number; token: string }, kind: string, name: string, content: Buffer) {
  const body = multipartFile(name, content);
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/media/${owner.id}/${kind}`,
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as PublicUser;
}

function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, async (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const localUploads = () => {
  const dir = path.join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : [];
};

describe('files in an S3 bucket', () => {
  // First, while the database has no account yet.
  it('receives the demo’s files when the demo is seeded', async () => {
    expect(await seedDemoIfEmpty(t.db, t.config, { info: () => {} })).toBe(true);
    const keys = (await t.db.select({ key: storedFiles.storageKey }).from(storedFiles)).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(20);
    const missing = [];
    for (const key of keys) if ((await bucket.head(key)) === null) missing.push(key);
    expect(missing).toEqual([]);
    expect(localUploads()).toEqual([]);
  });

  it('stores an upload in the bucket, not on the local disk, and streams it back whole', async () => {
    const me = await candidate();
    const user = await upload(me, 'VIDEOPRESENTATION', 'moi.mp4', MP4);
    const key = user.urlVideo!;
    expect(await bucket.head(key)).toMatchObject({ size: MP4.length });
    expect(localUploads()).toEqual([]);

    const read = await t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: bearer(me.token) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('video/mp4');
    expect(read.headers['content-length']).toBe(String(MP4.length));
    expect(read.rawPayload.equals(MP4)).toBe(true);
  });

  it('sends a CV through a link that works for its few seconds, then expires', async () => {
    const me = await candidate();
    const key = (await upload(me, 'CV', 'Mon CV.pdf', PDF)).cheminCv!;
    const answer = await t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: bearer(me.token) });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const link = answer.headers.location as string;
    expect(link.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect(link).toContain(`X-Amz-Expires=${LINK_SECONDS}`);

    // The web app fetches it: the page's content policy lets it reach the bucket.
    expect(String(answer.headers['content-security-policy'])).toMatch(
      new RegExp(`connect-src [^;]*${s3.endpoint.replaceAll('.', '\\.')}`),
    );

    const fresh = await fetch(link);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await fresh.arrayBuffer()).equals(PDF)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, (LINK_SECONDS + 1.2) * 1000));
    const late = await fetch(link);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  it('refuses another candidate’s download without giving out a link', async () => {
    const me = await candidate();
    const other = await candidate();
    const key = (await upload(me, 'CV', 'cv.pdf', PDF)).cheminCv!;
    const refused = await t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: bearer(other.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'GET', url: mediaFileUrl(key) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.location).toBeUndefined();
  });

  it('removes the replaced file from the bucket, and the deleted one', async () => {
    const me = await candidate();
    const first = (await upload(me, 'CV', 'v1.pdf', PDF)).cheminCv!;
    const second = (await upload(me, 'CV', 'v2.pdf', otherPdf())).cheminCv!;
    expect(second).not.toBe(first);
    expect(await bucket.head(first)).toBeNull();
    expect(await bucket.head(second)).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${me.id}/${storedFileName(second)}/CV`,
      headers: bearer(me.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await bucket.head(second)).toBeNull();
  });

  it('leaves nothing in the bucket when a streamed upload goes over its limit', async () => {
    const key = t.app.storage.newKey('CV', 1, 'pdf');
    await expect(t.app.storage.put(key, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), 1000)).rejects.toThrow(
      FileTooLargeError,
    );
    expect(await bucket.head(key)).toBeNull();
  });

  it('puts the bucket’s files in the personal-data export, and erasure removes them from it', async () => {
    const me = await candidate();
    const cv = otherPdf();
    const cvKey = (await upload(me, 'CV', 'Mon CV 2026.pdf', cv)).cheminCv!;
    const videoKey = (await upload(me, 'VIDEOPRESENTATION', 'moi.mp4', MP4)).urlVideo!;

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/utilisateur/${me.id}/export`,
      headers: bearer(me.token),
    });
    expect(exported.statusCode).toBe(200);
    const files = await unzip(exported.rawPayload);
    expect(files.get('fichiers/Mon CV 2026.pdf')?.equals(cv)).toBe(true);
    expect(files.get('fichiers/moi.mp4')?.equals(MP4)).toBe(true);

    const cef = await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email);
    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/admin/${me.id}/effacement`,
      headers: bearer(cef.token),
      payload: { motif: 'Demande écrite reçue' },
    });
    expect(erased.statusCode).toBe(200);
    expect(await bucket.head(cvKey)).toBeNull();
    expect(await bucket.head(videoKey)).toBeNull();
  });
});
