// Times `npm run backup` and `npm run restore` on a data directory holding 1 GB of media (embedded PGlite, local
// storage): files of image and video sizes with random bytes, each registered as a stored file of one user.
// Usage: node --import tsx bench/backup-restore.ts [--megabytes 1024]
// Prints the seconds and MB/s of each step (issue 37's closing note quotes them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../apps/server/src/db/index.ts';
import { storedFiles, users } from '../apps/server/src/db/schema.ts';
import { LocalMediaStorage } from '../apps/server/src/media/local-media-storage.ts';
import { newMediaKey } from '../apps/server/src/media/media-storage.ts';

const root = new URL('..', import.meta.url).pathname;
const flag = process.argv.indexOf('--megabytes');
const megabytes = flag === -1 ? 1024 : Number(process.argv[flag + 1]);
const VIDEO_BYTES = 8 * 1024 * 1024;
const IMAGE_BYTES = 256 * 1024;

function run(script: string, args: string[], dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${script} exited ${code}`)),
    ),
  );
}

const work = mkdtempSync(join(tmpdir(), 'sym-bench-backup-'));
try {
  const source = join(work, 'source');
  const database = await createDatabase({ DATA_DIR: source, DATABASE_URL: undefined, DATABASE_SCHEMA: 'public' });
  await database.migrate();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'bench@example.com', name: 'Bench' })
    .returning({ id: users.id });
  const storage = new LocalMediaStorage(join(source, 'media'));
  // Four fifths of the bytes in video-sized files, the rest in image-sized ones.
  const total = megabytes * 1024 * 1024;
  const sizes: number[] = [];
  for (let bytes = 0; bytes < total * 0.8; bytes += VIDEO_BYTES) sizes.push(VIDEO_BYTES);
  for (let bytes = 0; bytes < total * 0.2; bytes += IMAGE_BYTES) sizes.push(IMAGE_BYTES);
  const madeAt = performance.now();
  for (const size of sizes) {
    const isVideo = size === VIDEO_BYTES;
    const key = newMediaKey(isVideo ? 'mp4' : 'png');
    await database.db.insert(storedFiles).values({ key, userId: user!.id, sizeBytes: size });
    await storage.put(key, randomBytes(size), isVideo ? 'video/mp4' : 'image/png');
  }
  await database.close();
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  const mb = bytes / 1e6;
  console.log(
    `Data directory: ${sizes.length} media files, ${mb.toFixed(0)} MB (made in ${((performance.now() - madeAt) / 1000).toFixed(1)} s)`,
  );

  const archive = join(work, 'backup.zip');
  const backupSeconds = await run('backup', ['--out', archive], source);
  const restoreSeconds = await run('restore', [archive], join(work, 'restored'));
  console.log(`archive: ${(statSync(archive).size / 1e6).toFixed(0)} MB`);
  console.log(
    `backup:  ${backupSeconds.toFixed(1)} s, ${(mb / backupSeconds).toFixed(0)} MB/s (process start included)`,
  );
  console.log(
    `restore: ${restoreSeconds.toFixed(1)} s, ${(mb / restoreSeconds).toFixed(0)} MB/s (checksums verified first)`,
  );
  console.log(
    `load average: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
