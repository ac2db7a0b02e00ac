import { brotliDecompressSync } from 'node:zlib';
import { PROSPECT_CSV_MESSAGES, type Prospect, type ProspectImportReport, type ProspectPage } from '@tremplin/shared';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { multipartFile } from '../../../test/helpers/multipart';
import { createTestApp } from '../../../test/helpers/test-app';
import { prospects } from '../../db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let ntcId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, (await createUser(t.db, { role: 'CEF' })).email)).token;
  const ntc = await t.app.inject({
    method: 'POST',
    url: '/api/ntc/create',
    headers: headers(),
    payload: { nom: 'LEFÈVRE', prenom: 'Hélène' },
  });
  ntcId = ntc.json().id;
});
afterAll(async () => t?.close());

function headers() {
  return { authorization: `Bearer ${token}` };
}
async function create(values: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/prospect/create', headers: headers(), payload: values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Prospect;
}
const exportCsv = (query = '') => t.app.inject({ url: `/api/prospect/exportCSV${query}`, headers: headers() });
async function importCsv(content: Buffer, mode: 'tout' | 'ligne' = 'ligne', texteAbime = 'demander') {
  const body = multipartFile('prospects.csv', content, 'text/csv');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/prospect/importCSV?mode=${mode}&texteAbime=${texteAbime}`,
    headers: { ...headers(), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProspectImportReport;
}
const listAll = async (query: string) =>
  ((await t.app.inject({ url: `/api/prospect?size=100&${query}`, headers: headers() })).json() as ProspectPage).items;

describe('prospects CSV', () => {
  it('holds back a line whose letters Excel’s ANSI save turned into « ? », and writes it once confirmed', async () => {
    const kept = await create({ entreprise: 'Phở Sài Gòn', nomContact: 'Nguyễn Văn An', ville: 'Lyon' });
    // What Excel writes with « CSV (séparateur : point-virgule) »: Windows-1252 bytes, `;`, CRLF, `?` for the rest.
    const excel = iconv.encode(
      `Identifiant;Entreprise;Nom du contact;Ville\r\n${kept.id};Ph? Sài Gòn;Nguy?n V?n An;Lyon 7e\r\n`,
      'win1252',
    );
    expect(excel.includes(Buffer.from('Sài'))).toBe(false);
    const report = await importCsv(excel);
    expect(report).toMatchObject({ encoding: 'windows-1252', delimiter: ';', updated: 0, refused: [] });
    expect(report.held.map((h) => [h.line, h.column, h.stored, h.received])).toEqual([
      [2, 'Entreprise', 'Phở Sài Gòn', 'Ph? Sài Gòn'],
      [2, 'Nom du contact', 'Nguyễn Văn An', 'Nguy?n V?n An'],
    ]);
    expect(report.held[1]!.message).toMatch(/^Ligne 2, colonne « Nom du contact » : « Nguy\?n V\?n An » remplacerait/);
    expect((await listAll('ville=lyon')).find((p) => p.id === kept.id)).toMatchObject({
      nomContact: 'Nguyễn Văn An',
      version: 0,
    });

    const confirmed = await importCsv(excel, 'ligne', 'remplacer');
    expect(confirmed).toMatchObject({ updated: 1, held: [] });
    expect((await listAll('ville=lyon')).find((p) => p.id === kept.id)).toMatchObject({ nomContact: 'Nguy?n V?n An' });
  });

  it('exports the filtered prospects as French Excel reads them, and an unchanged file imported back changes nothing', async () => {
    await create({
      entreprise: 'Crème & Café',
      ville: 'Évian',
      date: '2026-03-05',
      statue: 'RELANCE',
      ntcId,
      phoneContact: '+33 6 12 34 56 78',
      commentaire: '=HYPERLINK("http://x")\nDeuxième ligne; avec "guillemets"',
      nomContact: '@dupont',
    });
    await create({ entreprise: 'Garage Müller', ville: 'Évian', date: '2026-04-01' });
    await create({ entreprise: 'Autre ville', ville: 'Brest' });

    const res = await exportCsv('?ville=evian');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="prospects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header] = text.split('\r\n');
    expect(header).toBe(
      'Identifiant;Date;Entreprise;Poste;Titre diplômant;Lien de l’annonce;Adresse;Ville;Nom du contact;' +
        'Poste du contact;E-mail du contact;Téléphone du contact;Statut;N° NTC;NTC;Commentaire',
    );
    expect(text).toContain(';05/03/2026;Crème & Café;');
    expect(text).toContain(";'@dupont;");
    expect(text).toContain(";'+33 6 12 34 56 78;Relancé;");
    expect(text).toContain(
      `;${ntcId};Hélène LEFÈVRE;"'=HYPERLINK(""http://x"")\nDeuxième ligne; avec ""guillemets"""\r\n`,
    );
    expect(text).not.toContain('Autre ville');
    expect(text.endsWith('\r\n')).toBe(true);

    const before = await listAll('ville=evian');
    const report = await importCsv(bytes);
    expect(report).toMatchObject({ lines: 2, created: 0, updated: 0, unchanged: 2, refused: [], ignoredColumns: [] });
    expect(await listAll('ville=evian')).toEqual(before);

    // One status changed in the file: one update, the rest untouched.
    const edited = Buffer.from(bytes.toString('utf8').replace(';Relancé;', ';Offre;'), 'utf8');
    const again = await importCsv(edited);
    expect(again).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const after = await listAll('ville=evian');
    const changed = after.find((p) => p.entreprise === 'Crème & Café')!;
    expect(changed).toMatchObject({ statue: 'OFFRE', version: 1, phoneContact: '+33 6 12 34 56 78' });
    expect(changed.commentaire).toBe('=HYPERLINK("http://x")\nDeuxième ligne; avec "guillemets"');
    expect(after.find((p) => p.entreprise === 'Garage Müller')?.version).toBe(0);
  });

  it('reads a Windows-1252 file with commas, headers in another order, a quoted line break and an unknown column', async () => {
    const file = iconv.encode(
      'Ville,Entreprise,Colonne perso,statut,Date,Commentaire\r\n' +
        'Orléans,Société Générale à Noël,x,À contacter,7/1/2026,"Première ligne\r\nseconde ligne"\r\n' +
        'Besançon,Pâtisserie Œuf,y,rendez-vous,2026-02-09,\r\n',
      'win1252',
    );
    const report = await importCsv(file);
    expect(report).toMatchObject({
      created: 2,
      refused: [],
      ignoredColumns: ['Colonne perso'],
      encoding: 'windows-1252',
      delimiter: ',',
    });
    const [orleans] = await listAll('ville=orleans');
    expect(orleans).toMatchObject({
      entreprise: 'Société Générale à Noël',
      ville: 'Orléans',
      date: '2026-01-07',
      statue: 'A_CONTACTER',
      commentaire: 'Première ligne\r\nseconde ligne',
    });
    expect((await listAll('ville=besancon'))[0]).toMatchObject({ entreprise: 'Pâtisserie Œuf', statue: 'RENDEZ_VOUS' });
  });

  it('reports each bad line with its number and reason; all-or-nothing writes none of the good ones', async () => {
    const file = Buffer.from(
      '\uFEFFEntreprise;Date;Statut;E-mail du contact;N° NTC;Identifiant;Commentaire\r\n' +
        'Bonne Une;01/02/2026;Contacté;;;;"deux\nlignes"\r\n' +
        ';01/02/2026;Contacté;;;;\r\n' +
        'Mauvaise date;31/02/2026;Contacté;;;;\r\n' +
        'Mauvais statut;01/02/2026;Perdu;pas-un-mail;;;\r\n' +
        'NTC absent;;;;999999;;\r\n' +
        'Id absent;;;;;424242;\r\n' +
        'Bonne Deux;;;;;;\r\n',
      'utf8',
    );
    const all = await importCsv(file, 'tout');
    expect(all).toMatchObject({ rolledBack: true, created: 0, lines: 7 });
    expect(all.refused.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(await listAll('search=bonne')).toEqual([]);

    const lines = await importCsv(file, 'ligne');
    expect(lines).toMatchObject({ rolledBack: false, created: 2, encoding: 'utf-8', delimiter: ';' });
    expect(lines.refused).toEqual([
      { line: 4, reason: 'Entreprise : L’entreprise est obligatoire.', raw: ';01/02/2026;Contacté;;;;' },
      { line: 5, reason: PROSPECT_CSV_MESSAGES.badDate('31/02/2026'), raw: 'Mauvaise date;31/02/2026;Contacté;;;;' },
      {
        line: 6,
        reason: expect.stringContaining('Statut inconnu « Perdu » (attendu : À contacter, Contacté'),
        raw: 'Mauvais statut;01/02/2026;Perdu;pas-un-mail;;;',
      },
      { line: 7, reason: PROSPECT_CSV_MESSAGES.badNtc('999999'), raw: 'NTC absent;;;;999999;;' },
      { line: 8, reason: PROSPECT_CSV_MESSAGES.unknownId('424242'), raw: 'Id absent;;;;;424242;' },
    ]);
    expect((await listAll('search=bonne')).map((p) => p.entreprise).sort()).toEqual(['Bonne Deux', 'Bonne Une']);
  });

  it('exports thousands of rows compressed as a browser asks for them: titles once, every row once, in order', async () => {
    const rows = 2_345;
    await t.db.insert(prospects).values(
      Array.from({ length: rows }, (_, k) => ({
        entreprise: `Lot ${k}`,
        ville: 'Quimperlé',
        commentaire: `n° ${k}`,
      })),
    );
    const res = await t.app.inject({
      url: '/api/prospect/exportCSV?ville=quimperle',
      headers: { ...headers(), 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(text.startsWith('\uFEFFIdentifiant;Date;')).toBe(true);
    expect(text.match(/\uFEFF/g)).toHaveLength(1);
    expect(text.match(/Identifiant;/g)).toHaveLength(1);
    const lines = text.slice(1).split('\r\n').slice(1, -1);
    expect(lines.map((line) => line.split(';')[2])).toEqual(Array.from({ length: rows }, (_, k) => `Lot ${k}`));
    expect(text.endsWith(`;n° ${rows - 1}\r\n`)).toBe(true);
  });

  it('refuses a file without any known column, and a file that is no CSV, in French', async () => {
    const body = multipartFile('x.csv', Buffer.from('foo;bar\r\n1;2\r\n'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/prospect/importCSV',
      headers: { ...headers(), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROSPECT_CSV_MESSAGES.noKnownColumn);

    const quote = multipartFile('x.csv', Buffer.from('Entreprise;Ville\r\n"Ouverte;Lyon\r\n'));
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/prospect/importCSV',
      headers: { ...headers(), ...quote.headers },
      payload: quote.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Le fichier CSV est illisible : un guillemet ouvert n’est jamais refermé');
  });
});
