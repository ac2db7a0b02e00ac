import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const t = Date.now();
const db = await PGlite.create({ extensions: { unaccent, pg_trgm } });
await db.exec('create extension if not exists unaccent; create extension if not exists pg_trgm;');
console.log(
  (await db.query("select unaccent('Développeuse') as u, to_tsvector('french', 'développeuses') as v")).rows,
  Date.now() - t,
);
const blob = await db.dumpDataDir('none');
console.log(blob.size, Date.now() - t);
const db2 = await PGlite.create({ loadDataDir: blob, extensions: { unaccent, pg_trgm } });
console.log((await db2.query('select 1 as x')).rows, Date.now() - t);
