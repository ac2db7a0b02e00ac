// `npm run uploads:copy`: copies the files of DATA_DIR/uploads to the S3 bucket configured by S3_BUCKET and the
// other S3_* settings, checking each checksum. Run it again after an interruption: what is already there is skipped.
import path from 'node:path';
import { loadConfig } from '../config';
import { copyUploads } from '../plugins/storage/copy';
import { createS3Storage } from '../plugins/storage/s3';

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(`Usage : npm run uploads:copy

  Copie les fichiers de DATA_DIR/uploads vers le bucket S3_BUCKET (voir les variables S3_* du README), vérifie la
  somme de contrôle MD5 de chacun et passe ceux déjà présents à l’identique : relancez-la après une interruption.`);
    return;
  }
  const config = loadConfig();
  if (!config.storage.s3) throw new Error('S3_BUCKET n’est pas défini : indiquez le bucket où copier les fichiers.');
  const root = path.join(config.dataDir, 'uploads');
  const bucket = createS3Storage(config.storage.s3);
  console.log(`Copie de ${root} vers le bucket ${config.storage.s3.bucket}…`);
  const report = await copyUploads(root, bucket, {
    onProgress: (done, total) => {
      if (done % 50 === 0 || done === total) console.log(`${done}/${total}`);
    },
  });
  bucket.client.destroy();
  console.log(
    `${report.total} fichiers : ${report.copied} copiés, ${report.skipped} déjà présents à l’identique, ` +
      `${report.failed.length} en échec.`,
  );
  for (const failure of report.failed) console.error(`  ${failure.key} : ${failure.reason}`);
  if (report.failed.length > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
