// `npm run seed [-- --profiles N]`: migrates the configured database, seeds the demo when it is empty, and adds N
// extra profiles for benchmarks.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { addProfiles } from '../db/seed/bulk';
import { seedDemoIfEmpty } from '../db/seed/demo';

const USAGE = `Usage : npm run seed [-- --profiles N]

  --profiles N   ajoute N profils réalistes (avec leurs compétences) après les données de démonstration
  --help         affiche cette aide`;

function parseCommandLine(argv: string[]): { profiles: number; help: boolean } {
  let values: { profiles?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { profiles: { type: 'string', short: 'p' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    const code = (err as { code?: string }).code;
    const option = /'([^']+)'/.exec((err as Error).message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new Error(`Option inconnue : ${option ?? ''}\n\n${USAGE}`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      throw new Error(`Argument inattendu : ${option ?? ''}\n\n${USAGE}`);
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new Error(`L’option --profiles attend un nombre, par exemple --profiles 100000.\n\n${USAGE}`);
    }
    throw err;
  }
  const raw = values.profiles?.replaceAll('_', '');
  const profiles = raw === undefined ? 0 : Number(raw);
  if (raw !== undefined && (!/^\d+$/.test(raw) || !Number.isSafeInteger(profiles))) {
    throw new Error(
      `Valeur invalide pour --profiles : « ${values.profiles} ». Indiquez un nombre entier positif ou nul, par exemple --profiles 100000.`,
    );
  }
  return { profiles, help: values.help ?? false };
}

async function main() {
  const args = parseCommandLine(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  try {
    await database.migrate();
    const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : `${config.dataDir}/pglite`;
    const seeded = await seedDemoIfEmpty(database.db, config, console);
    if (!seeded)
      console.log(`La base ${where} contient déjà des utilisateurs : données de démonstration non ajoutées.`);
    if (args.profiles > 0) {
      const started = performance.now();
      const format = new Intl.NumberFormat('fr-FR');
      const result = await addProfiles(database.db, args.profiles, {
        onProgress(done, total) {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(`Profils : ${format.format(done)} / ${format.format(total)} (${seconds} s)`);
        },
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
      console.log(
        `${format.format(result.users)} profils et ${format.format(result.tags)} tags ajoutés en ${seconds} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // A failed query's message carries every parameter; its cause says what went wrong.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : null;
  console.error(
    cause ? `Échec : ${cause.message}\n${err.message.slice(0, 300)}…` : err instanceof Error ? err.message : err,
  );
  process.exit(1);
});
