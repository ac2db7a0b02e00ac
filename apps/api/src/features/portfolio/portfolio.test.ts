import { MESSAGES, PORTFOLIO_MESSAGES, PROJECT_IMAGE_LIMITS, type Project, type ProjectPage } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { createTestApp } from '../../../test/helpers/test-app';
import { storedFiles, tags } from '../../db/schema';
import { thumbnailKey } from './images';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const bearer = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

async function account(role: Parameters<typeof createUser>[1]['role'], extra: Record<string, unknown> = {}) {
  const user = await createUser(t.db, { role, ...extra });
  const { token } = await signIn(t.app, user.email);
  return { id: user.id, token };
}

const createProject = (userId: number, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/projet/utilisateur/${userId}`, headers: bearer(token), payload });

function multipart(files: { name: string; content: Buffer; type?: string }[]) {
  const boundary = `----tremplin${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (projectId: number, token: string, files: { name: string; content: Buffer; type?: string }[]) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/projet/${projectId}/images`,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
};

const jpegWithExif = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret GPS', Artist: 'Camille' } })
    .toBuffer();

describe('projects', () => {
  it('creates projects with unique slugs made from the title, accents folded', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    const first = await createProject(owner.id, owner.token, { titre: 'Café Élysée : la refonte !', slug: 'ignored' });
    expect(first.statusCode).toBe(201);
    expect((first.json() as Project).slug).toBe('cafe-elysee-la-refonte');
    expect((first.json() as Project).version).toBe(0);
    const second = await createProject(owner.id, owner.token, { titre: 'Cafe elysee, la refonte' });
    expect((second.json() as Project).slug).toBe('cafe-elysee-la-refonte-2');
    const other = await account('ALTERNANT');
    const third = await createProject(other.id, other.token, { titre: 'CAFÉ ÉLYSÉE la refonte' });
    expect((third.json() as Project).slug).toBe('cafe-elysee-la-refonte-3');
  });

  it('lets only the owner and staff write, and checks the tags belong to the profile', async () => {
    const owner = await account('EMPLOYE');
    const intruder = await account('EN_RECHERCHE_EMPLOI');
    const admin = await account('ADMIN');
    const recruiter = await account('RECRUTEUR');
    expect((await createProject(owner.id, intruder.token, { titre: 'Pas à moi' })).statusCode).toBe(403);
    expect((await createProject(recruiter.id, recruiter.token, { titre: 'Recruteur' })).statusCode).toBe(403);
    const created = await createProject(owner.id, admin.token, { titre: 'Ajouté par l’équipe' });
    expect(created.statusCode).toBe(201);
    const project = created.json() as Project;

    const deleteByIntruder = await t.app.inject({
      method: 'DELETE',
      url: `/api/projet/${project.id}`,
      headers: bearer(intruder.token),
    });
    expect(deleteByIntruder.statusCode).toBe(403);

    const [foreignTag] = await t.db.insert(tags).values({ utilisateurId: intruder.id, nomTag: 'React' }).returning();
    const [ownTag] = await t.db.insert(tags).values({ utilisateurId: owner.id, nomTag: 'TypeScript' }).returning();
    const refused = await createProject(owner.id, owner.token, { titre: 'Avec tag', tagsId: [foreignTag!.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.unknownTag });
    const accepted = await createProject(owner.id, owner.token, { titre: 'Avec tag', tagsId: [ownTag!.id] });
    expect(accepted.json()).toMatchObject({ tagsId: [ownTag!.id], tags: [{ id: ownTag!.id, nomTag: 'TypeScript' }] });

    const choices = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/competences`,
      headers: bearer(owner.token),
    });
    expect(choices.json()).toEqual([{ id: ownTag!.id, nomTag: 'TypeScript' }]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const owner = await account('CANDIDAT_POE');
    const project = (await createProject(owner.id, owner.token, { titre: 'Verrou' })).json() as Project;
    const save = (titre: string, version: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/projet/utilisateur/${owner.id}`,
        headers: bearer(owner.token),
        payload: { id: project.id, titre, version, description: 'texte' },
      });
    const firstSave = await save('Première version', 0);
    expect(firstSave.statusCode).toBe(200);
    expect(firstSave.json()).toMatchObject({ titre: 'Première version', version: 1, slug: 'verrou' });
    const stale = await save('Seconde version', 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: MESSAGES.conflict });
    const now = await t.app.inject({ method: 'GET', url: `/api/projet/${project.id}`, headers: bearer(owner.token) });
    expect(now.json()).toMatchObject({ titre: 'Première version', version: 1 });
  });

  it('pages newest first, counts and searches without accents', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI');
    for (const [titre, date] of [
      ['Application météo', '2024-01-10'],
      ['Site vitrine', '2025-03-01'],
      ['Jeu éducatif', '2023-06-15'],
    ] as const) {
      await createProject(owner.id, owner.token, { titre, date, outilsTravails: 'React, Vite' });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/0/2`,
      headers: bearer(owner.token),
    });
    const body = page.json() as ProjectPage;
    expect(body.totalElements).toBe(3);
    expect(body.items.map((p) => p.titre)).toEqual(['Site vitrine', 'Application météo']);
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/1/2`,
      headers: bearer(owner.token),
    });
    expect((second.json() as ProjectPage).items.map((p) => p.titre)).toEqual(['Jeu éducatif']);
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/0/10/${encodeURIComponent('METEO')}`,
      headers: bearer(owner.token),
    });
    expect((searched.json() as ProjectPage).items.map((p) => p.titre)).toEqual(['Application météo']);
    const counted = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/count/educatif`,
      headers: bearer(owner.token),
    });
    expect(counted.json()).toEqual({ nb: 1 });
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${owner.id}/count`,
      headers: bearer(owner.token),
    });
    expect(all.json()).toEqual({ nb: 3 });
  });

  it('shows a visible profile’s project by slug to anyone, a hidden one only to its owner and staff', async () => {
    const visible = await account('EMPLOYE');
    const hidden = await account('EMPLOYE', { visibilite: 'NON_VISIBLE' });
    const other = await account('RECRUTEUR');
    const staff = await account('CEF');
    const open = (await createProject(visible.id, visible.token, { titre: 'Projet public' })).json() as Project;
    const secret = (await createProject(hidden.id, hidden.token, { titre: 'Projet discret' })).json() as Project;

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/projet/slug/${open.slug}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ titre: 'Projet public', auteur: { prenom: 'Camille' } });

    for (const token of [undefined, other.token]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/projet/slug/${secret.slug}`,
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(404);
    }
    for (const token of [hidden.token, staff.token]) {
      const seen = await t.app.inject({
        method: 'GET',
        url: `/api/projet/slug/${secret.slug}`,
        headers: bearer(token),
      });
      expect(seen.statusCode).toBe(200);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/projet/utilisateur/${hidden.id}/0/6`,
      headers: bearer(other.token),
    });
    expect(list.statusCode).toBe(404);
  });
});

describe('project images', () => {
  it('re-encodes to WebP within 1600 px without EXIF, with a thumbnail, and keeps the order', async () => {
    const owner = await account('EN_RECHERCHE_EMPLOI', { visibilite: 'NON_VISIBLE' });
    const project = (await createProject(owner.id, owner.token, { titre: 'Galerie' })).json() as Project;
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload(project.id, owner.token, [
      { name: 'C:\\photos\\grande.jpg', content: await jpegWithExif(), type: 'image/jpeg' },
      { name: 'petite.png', content: png, type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    const withImages = response.json() as Project;
    expect(withImages.images.map((i) => [i.nom, i.position, i.couverture])).toEqual([
      ['grande.jpg', 0, true],
      ['petite.png', 1, false],
    ]);
    expect(withImages.files).toEqual(['grande.jpg', 'petite.png']);

    const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, owner.id));
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.kind === 'IMAGEPROJET' && f.mime === 'image/webp')).toBe(true);

    // Hidden profile: the signed address works, the bare one does not.
    const first = withImages.images[0]!;
    const image = await t.app.inject({ method: 'GET', url: first.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(PROJECT_IMAGE_LIMITS.maxSide);
    expect(meta.exif).toBeUndefined();
    const thumb = await t.app.inject({ method: 'GET', url: first.miniatureUrl });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.width).toBe(PROJECT_IMAGE_LIMITS.thumbnailSide);
    expect((await t.app.inject({ method: 'GET', url: `/api/projet/image/${first.id}` })).statusCode).toBe(404);
    const forged = first.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    // Reorder and choose the cover.
    const ids = withImages.images.map((i) => i.id);
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/projet/${project.id}/images`,
      headers: bearer(owner.token),
      payload: { ordre: [...ids].reverse(), couverture: ids[0] },
    });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as Project).images.map((i) => [i.id, i.couverture])).toEqual([
      [ids[1], false],
      [ids[0], true],
    ]);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/projet/${project.id}/images`,
      headers: bearer(owner.token),
      payload: { ordre: [ids[0]] },
    });
    expect(stale.statusCode).toBe(409);

    // Removing one image removes its files; the cover moves to what is left.
    const key = files.find((f) => f.originalName === 'grande.jpg')!.storageKey;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projet/${project.id}/images/${ids[0]}`,
      headers: bearer(owner.token),
    });
    expect((removed.json() as Project).images.map((i) => [i.id, i.couverture])).toEqual([[ids[1], true]]);
    expect(await t.app.storage.size(key)).toBeNull();
    expect(await t.app.storage.size(thumbnailKey(key))).toBeNull();
  });

  it('refuses files that are not images, files too large, and other people’s projects, storing nothing', async () => {
    const owner = await account('EMPLOYE');
    const intruder = await account('EMPLOYE');
    const project = (await createProject(owner.id, owner.token, { titre: 'Refus' })).json() as Project;
    const good = await jpegWithExif(50, 50);

    const fake = await upload(project.id, owner.token, [
      { name: 'ok.jpg', content: good, type: 'image/jpeg' },
      { name: 'virus.png', content: Buffer.from('MZ this is not an image at all'), type: 'image/png' },
    ]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.imageTypeRefused('virus.png') });

    const svg = await upload(project.id, owner.token, [
      { name: 'dessin.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
    ]);
    expect(svg.statusCode).toBe(400);

    const huge = Buffer.concat([good, Buffer.alloc(PROJECT_IMAGE_LIMITS.maxBytes + 1)]);
    const tooLarge = await upload(project.id, owner.token, [{ name: 'lourde.jpg', content: huge }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.imageTooLarge('lourde.jpg') });

    const many = Array.from({ length: PROJECT_IMAGE_LIMITS.maxFilesPerUpload + 1 }, (_, n) => ({
      name: `image-${n}.jpg`,
      content: good,
    }));
    const tooMany = await upload(project.id, owner.token, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.tooManyFiles });

    const notMine = await upload(project.id, intruder.token, [{ name: 'ok.jpg', content: good }]);
    expect(notMine.statusCode).toBe(403);

    const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, owner.id));
    expect(files).toHaveLength(0);
  });

  it('deleting a project deletes its images: rows, files and addresses', async () => {
    const owner = await account('ALTERNANT');
    const project = (await createProject(owner.id, owner.token, { titre: 'À supprimer' })).json() as Project;
    const uploaded = (
      await upload(project.id, owner.token, [
        { name: 'a.jpg', content: await jpegWithExif(80, 60) },
        { name: 'b.jpg', content: await jpegWithExif(60, 80) },
      ])
    ).json() as Project;
    const files = await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, owner.id));
    expect(files).toHaveLength(2);
    for (const f of files) expect(await t.app.storage.size(f.storageKey)).not.toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projet/${project.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.ownerId, owner.id))).toHaveLength(0);
    for (const f of files) {
      expect(await t.app.storage.size(f.storageKey)).toBeNull();
      expect(await t.app.storage.size(thumbnailKey(f.storageKey))).toBeNull();
    }
    for (const image of uploaded.images) {
      expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    }
    const gone = await t.app.inject({ method: 'GET', url: `/api/projet/slug/${project.slug}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('documentation', () => {
  it('documents the meaning of the paging segments and the multipart upload', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      paths: Record<string, Record<string, { description?: string; consumes?: string[]; requestBody?: unknown }>>;
    };
    const page = doc.paths['/api/projet/utilisateur/{userId}/{page}/{size}/{search}']?.get;
    expect(page?.description).toContain('a = page (à partir de 0), b = taille de page, c = recherche');
    expect(doc.paths['/api/projet/utilisateur/{userId}/count/{search}']?.get?.description).toContain('segment x');
    const upload = doc.paths['/api/projet/{id}/images']?.post;
    expect(upload?.description).toContain('multipart/form-data');
    expect(doc.paths['/api/projet/slug/{slug}']?.get?.description).toContain('Accès : public.');
  });
});
