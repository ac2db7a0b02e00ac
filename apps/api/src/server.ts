// Starts the product: configuration, database and migrations, demo data on an empty database, then HTTP.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();
  const app = await buildApp(config, { database });
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
    timer.unref();
    await app.shutdown();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({
    port: config.port,
    host: config.host,
    // The console's start-up line in the product's language, like every line the product writes.
    listenTextResolver: (address) => `Serveur à l’écoute sur ${address}`,
  });
  app.log.info(`${config.productName} sur ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
