// Seeded property test of stored media: two users make, upload, generate, clone, delete, restore and purge at random
// through the HTTP API (now and then one deletes their account and a new user takes their place). After every step
// media storage, the stored_files rows and the references rows hold agree (storage-check.ts finds nothing), every
// referenced file can be read, no row is left unreferenced, and each user's usage (checker and API) is the sum of
// their files. At the end, with everything purged, storage holds no file and no row, nor once the accounts went.
// A failure prints its seed and steps: STORAGE_PROPERTY_SEED=<n> replays one seed, STORAGE_PROPERTY_SEEDS=1,2,3 picks
// several, STORAGE_PROPERTY_STEPS the steps per seed. With DATABASE_URL set (CI's PostgreSQL run) one seed runs with
// media on S3 (s3rver).
import { sql } from 'drizzle-orm';
import type { Subscription } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { selectMediaStorage } from '../src/media/select-media-storage.ts';
import type { MediaStorage } from '../src/media/media-storage.ts';
import { checkStorage } from '../src/modules/stored-files/storage-check.ts';
import { StoredFilesRepository } from '../src/modules/stored-files/stored-files.repository.ts';
import { formatStorageReport, isStorageHealthy } from '../src/modules/stored-files/storage-report.ts';
import { deleteAccount, emptyBin, Run, STEP_KINDS, type Member } from './helpers/storage-property-world.ts';
import { useS3rver } from './helpers/s3rver.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const SEEDS = (
  process.env.STORAGE_PROPERTY_SEED ??
  process.env.STORAGE_PROPERTY_SEEDS ??
  (ON_POSTGRES ? '8' : '1,8,16')
)
  .split(',')
  .map(Number);
const STEPS = Number(process.env.STORAGE_PROPERTY_STEPS ?? 40);
/** STORAGE_PROPERTY_VERBOSE=1 prints every seed's steps, passed or not. */
const VERBOSE = process.env.STORAGE_PROPERTY_VERBOSE === '1';
/** A ceiling that only catches a hang: a seed takes well under a minute on PGlite on a busy 2-core machine. */
const SEED_TIMEOUT_MS = 300_000;

// On PostgreSQL the media go to S3 (s3rver), started before the seeds so its endpoint is known.
const mediaSettings = useS3rver('sym-property-media', 'property', { enabled: ON_POSTGRES }).settings;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];

/** The properties that hold after every step. */
async function checkInvariants(server: TestServer, storage: MediaStorage, users: Member[]): Promise<void> {
  const { db } = server.database;
  const report = await checkStorage({ db, storage, files: new StoredFilesRepository(db) }, { repair: false });
  expect(isStorageHealthy(report), formatStorageReport(report)).toBe(true);
  // Stricter than the checker, which forgives a fresh unreferenced upload for an hour: between steps nothing is in flight.
  const idle = rowsOf<{ key: string }>(await db.execute(sql`select key from stored_files where ref_count = 0`));
  expect(idle, 'stored files no row references').toEqual([]);
  const references = rowsOf<{ key: string }>(await db.execute(sql`select distinct key from stored_file_references`));
  for (const { key } of references) {
    const object = await server.services.files.get(key);
    object?.stream.destroy();
    expect(object, `the referenced file ${key} cannot be read`).toBeDefined();
  }
  for (const user of users) {
    const counted = report.usage.find((usage) => usage.userId === user.account.user.id)?.countedBytes ?? 0;
    const response = await server.request('GET', '/api/credits/subscription', { token: user.account.accessToken });
    const subscription = response.body as { data?: Subscription };
    expect(subscription.data?.usage?.storageBytes.used, `${user.label}'s storage use (API)`).toBe(counted);
  }
}

/** Deletes every project and library style module of every user and empties their bins, checking after each. */
async function cleanUp(run: Run, check: () => Promise<void>): Promise<void> {
  const { world } = run;
  for (const project of world.liveProjects()) {
    run.note(`${project.owner.label} deletes project ${project.label}`);
    if (await run.call('DELETE', `/api/projects/${project.id}`, project.owner)) project.deleted = true;
    await check();
  }
  for (const user of world.users) {
    run.note(`${user.label} lists their style library`);
    for (const module of (await run.call<{ id: string }[]>('GET', '/api/style-modules', user)) ?? []) {
      const label = world.styles.find((style) => style.id === module.id)?.label ?? module.id;
      run.note(`${user.label} deletes library style module ${label}`);
      await run.call('DELETE', `/api/style-modules/${module.id}`, user);
      await check();
    }
    run.note(`${user.label} empties the bin`);
    await emptyBin(run, user);
    await check();
  }
}

/** Media storage holds no file and stored_files no row. */
async function expectEmpty(server: TestServer, storage: MediaStorage, when: string): Promise<void> {
  let files = 0;
  for await (const _ of storage.list()) files += 1;
  const [rows] = rowsOf<{ n: number | string }>(
    await server.database.db.execute(sql`select count(*)::int as n from stored_files`),
  );
  expect({ files, rows: Number(rows?.n) }, `stored files ${when}`).toEqual({ files: 0, rows: 0 });
}

const stepList = (log: string[]) => log.map((line, index) => `  ${index + 1}. ${line}`).join('\n');

async function runSeed(seed: number): Promise<void> {
  const server = await startTestServer(mediaSettings);
  const storage = selectMediaStorage(server.config);
  let run: Run | undefined;
  try {
    const users = [
      { account: await server.register(), label: 'u1' },
      { account: await server.register(), label: 'u2' },
    ];
    run = new Run(server, seed, users);
    const check = () => checkInvariants(server, storage, users);
    for (let step = 0; step < STEPS; step += 1) {
      const kinds = STEP_KINDS.filter((kind) => kind.applies(run!.world));
      const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
      let roll = run.int(total);
      const kind = kinds.find((candidate) => (roll -= candidate.weight) < 0)!;
      await kind.run(run);
      await check();
    }
    await cleanUp(run, check);
    await expectEmpty(server, storage, 'after every project, style module and bin item went');
    for (const user of users) {
      run.note(`${user.label} deletes their account`);
      await deleteAccount(run, user);
    }
    await checkInvariants(server, storage, []);
    await expectEmpty(server, storage, 'after the accounts went too');
    if (VERBOSE) console.log(`seed ${seed}:\n${stepList(run.log)}`);
  } catch (error) {
    const steps = run ? stepList(run.log) : '  (before the first step)';
    const replay = `STORAGE_PROPERTY_SEED=${seed} STORAGE_PROPERTY_STEPS=${STEPS}`;
    if (error instanceof Error)
      error.message = `seed ${seed} (replay: ${replay}) failed after:\n${steps}\n${error.message}`;
    throw error;
  } finally {
    await server.close();
  }
}

describe(`stored files under random use (${ON_POSTGRES ? 'PostgreSQL, media on S3' : 'PGlite, local media'})`, () => {
  it.each(SEEDS)(`seed %i: ${STEPS} steps keep storage, rows and usage in agreement`, runSeed, SEED_TIMEOUT_MS);
});
