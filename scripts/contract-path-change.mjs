// Shows that the web's calls follow a declared path: in a throwaway copy, the path of the notes list is changed in
// the shared contract, and the web's client, unchanged, calls the new address.
//   node scripts/contract-path-change.mjs
import { scratchCopy } from './lib/scratch-copy.mjs';

const PROBE = 'apps/web/src/lib/__tests__/contract-probe.test.ts';
const probe = `import { notesEndpoints } from '@tremplin/shared';
import { it } from 'vitest';
import { call } from '@/lib/endpoint-client';
import { json, setupFakeApi } from '@/testing/fake-api';

const server = setupFakeApi({ record: (req) => req.url });
it('calls the notes list', async () => {
  server.handler = (_req, _body, res) => json(res, 200, { items: [], totalElements: 0 });
  await call(notesEndpoints.list, { params: { page: 0, size: 10, search: 'bilan' } });
  console.log('ADRESSE APPELÉE', server.seen[0]);
});
`;

const calledUrl = (copy) => {
  const { output } = copy.run('npx', ['vitest', 'run', '--project', 'web', PROBE]);
  return /ADRESSE APPELÉE (\S+)/.exec(output)?.[1] ?? `(aucune)\n${output}`;
};

const copy = scratchCopy();
try {
  copy.write(PROBE, probe);
  const before = calledUrl(copy);
  console.log(`Chemin déclaré /api/notes/{page}/{size}/{search?} : le web appelle ${before}`);
  copy.replace(
    'packages/shared/src/contract/notes.ts',
    "path: '/api/notes/{page}/{size}/{search?}'",
    "path: '/api/notes/toutes/{page}/{size}/{search?}'",
  );
  const after = calledUrl(copy);
  console.log(`Chemin déclaré /api/notes/toutes/{page}/{size}/{search?} : le web appelle ${after}`);
  if (before !== '/api/notes/0/10/bilan' || after !== '/api/notes/toutes/0/10/bilan') {
    console.error('Attendu : /api/notes/0/10/bilan puis /api/notes/toutes/0/10/bilan.');
    process.exitCode = 1;
  }
} finally {
  copy.remove();
}
