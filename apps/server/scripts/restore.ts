// Restores an archive of `npm run backup` into the configured installation (DATA_DIR, or DATABASE_SCHEMA on
// DATABASE_URL, and the configured media storage), after verifying every checksum. The app must be stopped.
//   npm run restore -- /backups/sym-2026-01-31.zip [--force]
// A target holding accounts or media files is refused unless --force (which replaces what it holds).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ArchiveError } from '../src/backup/archive-reader.ts';
import { restoreBackup } from '../src/backup/restore-backup.ts';
import { loadConfig } from '../src/config/index.ts';

const USAGE = 'Usage: npm run restore -- <archive> [--force]';

let parsed: { positionals: string[]; values: { force?: boolean } };
try {
  parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [file] = parsed.positionals;
if (!file || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

const started = Date.now();
try {
  const manifest = await restoreBackup(loadConfig(), path.resolve(file), { force: parsed.values.force });
  const media = manifest.files.filter((entry) => entry.path.startsWith('media/')).length;
  console.log(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}): ` +
      `${manifest.database.tables.length} tables, ${media} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (!(error instanceof ArchiveError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
