import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, mediaFileUrl, type PublicUser, storedFileName } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { storedFiles, users } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const BOUNDARY = '----tremplin-test-boundary';

function multipart(content: Buffer, filename: string, mime = 'application/octet-stream', complete = true) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(complete ? `\r\n--${BOUNDARY}--\r\n` : '');
  return Buffer.concat([head, content, tail]);
}

async function account(
  role: Parameters<typeof createUser>[1]['role'],
  values: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(t.db, { role, ...values });
  const session = await signIn(t.app, user.email);
  return { ...user, token: session.token };
}

const upload = (id: number, type: string, token: string | null, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/media/${id}/${type}`,
    headers: {
      ...(token ? bearer(token) : {}),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: body,
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);
const jpegWithExif = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5dc596' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret GPS place', Artist: 'Camille' } } })
    .toBuffer();

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
const filesOf = (kind: string, ownerId: number) => {
  const dir = path.join(uploadsDir(), kind, String(ownerId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('uploads', () => {
  it('re-encodes an avatar to WebP, at most 512 px, without EXIF, and replaces the old one', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const first = await upload(me.id, 'AVATAR', me.token, multipart(await jpegWithExif(), 'moi.jpg', 'image/jpeg'));
    expect(first.statusCode).toBe(200);
    const user = first.json() as PublicUser;
    expect(user.cheminImage).toMatch(/^avatar\/\d+\/[0-9a-f-]{36}\.webp$/);
    expect(user.version).toBe(1);

    const read = await t.app.inject({ method: 'GET', url: mediaFileUrl(user.cheminImage!) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    const meta = await sharp(read.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    expect(meta.exif).toBeUndefined();

    const second = await upload(me.id, 'avatar', me.token, multipart(await jpegWithExif(), 'moi2.jpg'));
    expect(second.statusCode).toBe(200);
    expect(filesOf('avatar', me.id)).toEqual([storedFileName((second.json() as PublicUser).cheminImage!)]);
    expect(await t.db.$count(storedFiles, eq(storedFiles.ownerId, me.id))).toBe(1);
  });

  it('stores a CV, a list of certifications and a presentation video', async () => {
    const me = await account('ALTERNANT');
    const cv = await upload(me.id, 'CV', me.token, multipart(PDF, 'cv.pdf'));
    expect(cv.statusCode).toBe(200);
    expect((cv.json() as PublicUser).cheminCv).toMatch(/^cv\/\d+\/.+\.pdf$/);
    await upload(me.id, 'CERTIFICATION', me.token, multipart(PDF, 'c1.pdf'));
    const certs = await upload(me.id, 'CERTIFICATION', me.token, multipart(await jpegWithExif(), 'c2.jpg'));
    expect((certs.json() as PublicUser).cheminCertif).toHaveLength(2);
    const video = await upload(me.id, 'VIDEOPRESENTATION', me.token, multipart(MP4, 'moi.mp4'));
    expect(video.statusCode).toBe(200);
    const videoKey = (video.json() as PublicUser).urlVideo!;
    const read = await t.app.inject({ method: 'GET', url: mediaFileUrl(videoKey) });
    expect(read.headers['content-type']).toBe('video/mp4');
  });

  it('refuses a file whose content is not of the kind, whatever its name, and keeps nothing', async () => {
    const me = await account('EMPLOYE');
    const fake = await upload(
      me.id,
      'CV',
      me.token,
      multipart(Buffer.from('pas un pdf du tout'), 'cv.pdf', 'application/pdf'),
    );
    expect(fake.statusCode).toBe(415);
    expect((fake.json() as { message: string }).message).toMatch(/^Impossible de charger le fichier\./);
    const pdfAsAvatar = await upload(me.id, 'AVATAR', me.token, multipart(PDF, 'photo.png', 'image/png'));
    expect(pdfAsAvatar.statusCode).toBe(415);
    expect(filesOf('cv', me.id)).toEqual([]);
    expect(filesOf('avatar', me.id)).toEqual([]);
    expect(await t.db.$count(storedFiles, eq(storedFiles.ownerId, me.id))).toBe(0);
  });

  it('refuses a file over the kind’s limit and keeps nothing', async () => {
    const me = await account('EMPLOYE');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const response = await upload(me.id, 'CV', me.token, multipart(big, 'gros.pdf'));
    expect(response.statusCode).toBe(413);
    expect((response.json() as { message: string }).message).toMatch(/^Impossible de charger le fichier\. .*10 Mo/);
    expect(filesOf('cv', me.id).filter((f) => !f.endsWith('.part'))).toEqual([]);
    expect(filesOf('cv', me.id)).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.cheminCv).toBeNull();
  });

  it('leaves no file and no row when the upload is cut off mid-way', async () => {
    const me = await account('EMPLOYE');
    const response = await upload(
      me.id,
      'VIDEOPRESENTATION',
      me.token,
      multipart(Buffer.concat([MP4, Buffer.alloc(200_000)]), 'coupe.mp4', 'video/mp4', false),
    );
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe(MESSAGES.uploadFailed);
    expect(filesOf('videopresentation', me.id)).toEqual([]);
    expect(await t.db.$count(storedFiles, eq(storedFiles.ownerId, me.id))).toBe(0);
  });

  it('refuses unknown kinds and the kinds of other features with SPEC’s message', async () => {
    const me = await account('EMPLOYE');
    for (const type of ['BIDULE', 'IMAGEPROJET', 'NOTEFICHIER']) {
      const response = await upload(me.id, type, me.token, multipart(PDF, 'x.pdf'));
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(MESSAGES.unknownFileKind);
    }
  });

  it('lets only the owner or an admin add and remove files', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const other = await account('EN_RECHERCHE_EMPLOI');
    const cef = await account('CEF');
    const admin = await account('ADMIN');
    expect((await upload(owner.id, 'CV', other.token, multipart(PDF, 'cv.pdf'))).statusCode).toBe(403);
    expect((await upload(owner.id, 'CV', cef.token, multipart(PDF, 'cv.pdf'))).statusCode).toBe(403);
    expect((await upload(owner.id, 'CV', null, multipart(PDF, 'cv.pdf'))).statusCode).toBe(401);
    const byAdmin = await upload(owner.id, 'CV', admin.token, multipart(PDF, 'cv.pdf'));
    expect(byAdmin.statusCode).toBe(200);
    const name = storedFileName((byAdmin.json() as PublicUser).cheminCv!);

    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/media/${owner.id}/${name}/CV`, headers: bearer(token) });
    expect((await del(other.token)).statusCode).toBe(403);
    const removed = await del(admin.token);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as PublicUser).cheminCv).toBeNull();
    expect(filesOf('cv', owner.id)).toEqual([]);
    const again = await del(owner.token);
    expect(again.statusCode).toBe(404);
    expect((again.json() as { message: string }).message).toBe(MESSAGES.deleteFileFailed);
  });

  it('removes one certification of the list', async () => {
    const me = await account('CANDIDAT_POE');
    await upload(me.id, 'CERTIFICATION', me.token, multipart(PDF, 'a.pdf'));
    const both = (await upload(me.id, 'CERTIFICATION', me.token, multipart(PDF, 'b.pdf'))).json() as PublicUser;
    const [first, second] = both.cheminCertif;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${me.id}/${storedFileName(first!)}/CERTIFICATION`,
      headers: bearer(me.token),
    });
    expect((response.json() as PublicUser).cheminCertif).toEqual([second]);
  });
});

describe('reading files', () => {
  it('shows a CV to its owner, staff and recruiters only', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const key = ((await upload(owner.id, 'CV', owner.token, multipart(PDF, 'cv.pdf'))).json() as PublicUser).cheminCv!;
    const read = (token?: string) =>
      t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: token ? bearer(token) : {} });
    const ownRead = await read(owner.token);
    expect(ownRead.statusCode).toBe(200);
    expect(ownRead.headers['content-type']).toBe('application/pdf');
    expect(ownRead.headers['content-disposition']).toMatch(/^attachment/);
    expect((await read((await account('RECRUTEUR')).token)).statusCode).toBe(200);
    expect((await read((await account('ASSISTANT')).token)).statusCode).toBe(200);
    expect((await read((await account('EN_RECHERCHE_EMPLOI')).token)).statusCode).toBe(403);
    expect((await read()).statusCode).toBe(401);
  });

  it('hides every file of a hidden profile from all but its owner and staff', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI', { visibilite: 'NON_VISIBLE' });
    const avatar = (
      (await upload(owner.id, 'AVATAR', owner.token, multipart(await jpegWithExif(), 'a.jpg'))).json() as PublicUser
    ).cheminImage!;
    const cv = ((await upload(owner.id, 'CV', owner.token, multipart(PDF, 'cv.pdf'))).json() as PublicUser).cheminCv!;
    const read = (key: string, token?: string) =>
      t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: token ? bearer(token) : {} });
    const recruiter = await account('RECRUTEUR');
    expect((await read(avatar)).statusCode).toBe(404);
    expect((await read(avatar, recruiter.token)).statusCode).toBe(404);
    expect((await read(cv, recruiter.token)).statusCode).toBe(404);
    expect((await read(avatar, owner.token)).statusCode).toBe(200);
    expect((await read(cv, (await account('CEF')).token)).statusCode).toBe(200);
  });

  it('serves and removes files stored under other key shapes (the demo data’s)', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const key = `demo/cv/cv-jean_dupont-${owner.id}.pdf`;
    await t.app.storage.put(key, PDF);
    await t.db.insert(storedFiles).values({
      kind: 'CV',
      ownerId: owner.id,
      originalName: 'cv.pdf',
      storageKey: key,
      mime: 'application/pdf',
      size: PDF.length,
    });
    await t.db.update(users).set({ cheminCv: key }).where(eq(users.id, owner.id));
    const read = await t.app.inject({ method: 'GET', url: mediaFileUrl(key), headers: bearer(owner.token) });
    expect(read.statusCode).toBe(200);
    // `_` is a LIKE wildcard: it must not let a look-alike name match.
    const lookAlike = await t.app.inject({
      method: 'GET',
      url: mediaFileUrl(`demo/cv/cv-jeanXdupont-${owner.id}.pdf`),
      headers: bearer(owner.token),
    });
    expect(lookAlike.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${owner.id}/${storedFileName(key)}/CV`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.storage.size(key)).toBeNull();
  });

  it('removes a file named by the whole path the API answers, as well as by its last segment', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const key = `cv/${owner.id}/0b7f4a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.pdf`;
    await t.app.storage.put(key, PDF);
    await t.db.insert(storedFiles).values({
      kind: 'CV',
      ownerId: owner.id,
      originalName: 'cv.pdf',
      storageKey: key,
      mime: 'application/pdf',
      size: PDF.length,
    });
    await t.db.update(users).set({ cheminCv: key }).where(eq(users.id, owner.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${owner.id}/${encodeURIComponent(key)}/CV`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as PublicUser).cheminCv).toBeNull();
    expect(await t.app.storage.size(key)).toBeNull();
  });

  it('answers 404 for an unknown or malformed file name', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/media/fichier/../../etc/passwd' })).statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/media/fichier/00000000-0000-0000-0000-000000000000.pdf',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
