// The operator's storage checker: compares media storage (DATA_DIR/media or the S3 bucket) with the stored-file
// rows and the references rows hold, and prints what differs. Exit 1 when anything is off.
//   npm run storage:check                 report only
//   npm run storage:check -- --repair     also remove unowned files and unused rows older than an hour, fix counts
//   npm run storage:check -- --json       the report as JSON (as the admin API answers it)
// On the embedded database stop the app first (PGlite is used by one process at a time); on PostgreSQL any time.
import { loadConfig } from '../src/config/index.ts';
import { createDatabase } from '../src/db/index.ts';
import { selectMediaStorage } from '../src/media/select-media-storage.ts';
import { checkStorage } from '../src/modules/stored-files/storage-check.ts';
import { formatStorageReport, isStorageHealthy } from '../src/modules/stored-files/storage-report.ts';
import { StoredFilesRepository } from '../src/modules/stored-files/stored-files.repository.ts';

const flags = new Set(process.argv.slice(2));
const unknown = [...flags].filter((flag) => flag !== '--repair' && flag !== '--json');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}. Usage: storage:check [--repair] [--json]`);
  process.exit(2);
}

const config = loadConfig();
const database = await createDatabase(config);
try {
  await database.migrate();
  const report = await checkStorage(
    { db: database.db, files: new StoredFilesRepository(database.db), storage: selectMediaStorage(config) },
    { repair: flags.has('--repair') },
  );
  console.log(flags.has('--json') ? JSON.stringify(report, null, 2) : formatStorageReport(report));
  if (!isStorageHealthy(report) && !report.repaired) process.exitCode = 1;
} finally {
  await database.close();
}
