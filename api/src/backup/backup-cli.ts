// The bin behind `npm run backup [file]` and `npm run restore <file>` for the
// embedded default (SQLite and images in DATA_DIR). PostgreSQL is backed up with
// its own tools: see the README.

import path from 'node:path';
import { loadApiOptions } from '../config';
import { holdDatabaseForRestore } from '../data-dir/database-lock';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

export const POSTGRES_HINT =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump (restore with pg_restore, every server stopped) and copy DATA_DIR/media alongside; see the README.';

export const BUCKET_HINT =
  'MEDIA_S3_BUCKET is set: the images live in the bucket; back it up with its own versioning or replication (see docs/deploy.md) and the database with its own tools.';

const defaultFile = () => path.resolve('backups', `agency-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);

const run = async ([command, file]: string[]): Promise<number> => {
  const options = loadApiOptions(process.env);
  if (options.databaseUrl) {
    // No restore of ours runs on PostgreSQL, but none may start beside a live server either: say which one.
    if (command === 'restore') await (await holdDatabaseForRestore(options.databaseUrl))();
    process.stderr.write(`${POSTGRES_HINT}\n`);
    return 2;
  }
  if (options.media.s3) {
    process.stderr.write(`${BUCKET_HINT}\n`);
    return 2;
  }
  if (command === 'backup') {
    const { file: written, manifest } = await createBackup(options.dataDir, file ?? defaultFile());
    process.stdout.write(`Backup written: ${written} (${manifest.images} images)\n`);
    if (manifest.missingImages.length > 0)
      process.stdout.write(`Already missing before the backup: ${manifest.missingImages.join(', ')}\n`);
    return 0;
  }
  if (command === 'restore' && file) {
    const { previous, manifest } = await restoreBackup(path.resolve(file), options.dataDir);
    process.stdout.write(`Restored the backup of ${manifest.createdAt} into ${options.dataDir}; the data it replaced is in ${previous}\n`);
    return 0;
  }
  process.stderr.write('Usage: npm run backup [file.tar.gz] | npm run restore <file.tar.gz>   (stop the server before a restore)\n');
  return 2;
};

if (require.main === module) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
