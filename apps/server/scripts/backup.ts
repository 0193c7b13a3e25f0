// Backs up the installation into one archive (issue 37 item 3): the database and every media file its rows
// name, with a manifest of sizes and SHA-256 checksums. Safe while the app runs (on PGlite the running server
// takes the snapshot through DATA_DIR/run/backup.sock).
//   npm run backup -- --out /backups/sym-2026-01-31.zip [--allow-missing]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup, MissingMediaError } from '../src/backup/take-backup.ts';
import { loadConfig } from '../src/config/index.ts';

const USAGE = 'Usage: npm run backup -- --out <file> [--allow-missing]';

let values: { out?: string; 'allow-missing'?: boolean };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, 'allow-missing': { type: 'boolean' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.out) {
  console.error(`--out is required\n${USAGE}`);
  process.exit(2);
}

const started = Date.now();
try {
  const out = path.resolve(values.out);
  const { manifest, missingReferenced } = await takeBackup(loadConfig(), out, {
    allowMissing: values['allow-missing'],
  });
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const media = manifest.files.filter((file) => file.path.startsWith('media/')).length;
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written to ${out}: ${rows} rows in ${manifest.database.tables.length} tables, ${media} media files, ` +
      `${(bytes / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (missingReferenced.length > 0)
    console.warn(`Missing from storage (not in the archive): ${missingReferenced.join(', ')}`);
} catch (error) {
  if (!(error instanceof MissingMediaError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
