// Shows that the web's types follow the shared contract: in a throwaway copy, the note answer's field `titre` is
// renamed `intitule`, and the web's typecheck fails where screens read it.
//   node scripts/contract-field-rename.mjs
import { scratchCopy } from './lib/scratch-copy.mjs';

const copy = scratchCopy();
try {
  const before = copy.run('npx', ['tsc', '-p', 'apps/web']);
  console.log(`Contrat inchangé : tsc -p apps/web → code ${before.code}`);
  copy.replace(
    'packages/shared/src/schemas/notes.ts',
    'export const noteSchema = z.object({\n  id: z.number().int(),\n  candidatureId: z.number().int(),\n  auteurId: z.number().int().nullable(),\n  auteur: z.string().nullable(),\n  titre: z.string(),',
    'export const noteSchema = z.object({\n  id: z.number().int(),\n  candidatureId: z.number().int(),\n  auteurId: z.number().int().nullable(),\n  auteur: z.string().nullable(),\n  intitule: z.string(),',
  );
  const after = copy.run('npx', ['tsc', '-p', 'apps/web']);
  const errors = after.output.split('\n').filter((line) => line.includes('error TS'));
  console.log(
    `Champ titre de la note renommé intitule : tsc -p apps/web → code ${after.code}, ${errors.length} erreur(s)`,
  );
  for (const line of errors.slice(0, 10)) console.log(`  ${line}`);
  if (before.code !== 0 || after.code === 0) {
    console.error('Attendu : le web compile avant le changement et plus après.');
    process.exitCode = 1;
  }
} finally {
  copy.remove();
}
