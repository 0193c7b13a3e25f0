import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_CONTRACTS, type OperationContract, type OperationName } from '@sym/contracts';
import { ArchiveReader } from '../src/backup/archive-reader.ts';
import { loadConfig } from '../src/config/index.ts';
import { selectMediaStorage } from '../src/media/select-media-storage.ts';
import { callOperation } from './helpers/example-call.ts';
import { ExampleWorld, registerExampleOwner } from './helpers/example-world.ts';
import { runOperatorScript } from './helpers/operator-script.ts';
import { useS3rver } from './helpers/s3rver.ts';
import { startSmtpServer, type LocalSmtpServer } from './helpers/smtp-server.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Issue 37 item 3: a backup taken with the real command while the server runs and a writer keeps writing holds
// everything acknowledged before it started; restored elsewhere, every GET answer of a world holding one of each
// record, and every media file, are those of the original. PGlite with local media; PostgreSQL with S3 (s3rver).

const DATABASE_URL = process.env.DATABASE_URL;
const JWT_SECRET = 'backup-test-secret-backup-test-secret-0001';
const s3 = useS3rver('sym-backup', `run-${randomBytes(4).toString('hex')}`, { enabled: Boolean(DATABASE_URL) });

/** Operations whose answer is not the world's records: they differ between any two calls or servers. */
const UNCOMPARED: Partial<Record<OperationName, string>> = {
  'system.health': 'the process answering, not the data',
  'system.ready': 'the time each check of the process took',
  'admin.system': "the process's uptime",
  'auth.sessions.list': 'lastUsedAt moves with every call of the session',
};

/** Creating operations run to build the world: every POST/PUT/PATCH except sign-outs and account changes. */
const SKIPPED_BUILDERS = /^(auth\.|users\.deleteAccount)|\.(undo|delete)$|batch\.delete|script\.apply/;

let mailServer: LocalSmtpServer;
let server: TestServer;
let world: ExampleWorld;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-backup-test-'));
const restoredSchema = DATABASE_URL ? `restored_${randomBytes(4).toString('hex')}` : undefined;
/** GET operations with their resolved input and the original's answer, taken before the backup. */
const reads: { name: OperationName; contract: OperationContract; input: Record<string, unknown>; text: string }[] = [];

const restoredEnv = (dir: string, schema?: string, prefix = 'restored') => ({
  DATA_DIR: dir,
  JWT_SECRET,
  CREDITS_SELF_SERVICE: 'true',
  ...(DATABASE_URL && schema ? { DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
  ...(DATABASE_URL ? { ...s3.settings, S3_PREFIX: `${s3.settings.S3_PREFIX}-${prefix}` } : {}),
});
const originalEnv = () => ({
  DATA_DIR: server.config.DATA_DIR,
  JWT_SECRET,
  CREDITS_SELF_SERVICE: 'true',
  ...(DATABASE_URL ? { DATABASE_URL, DATABASE_SCHEMA: server.config.DATABASE_SCHEMA, ...s3.settings } : {}),
});

async function dropSchemas(schema: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
  await client.end();
}

/** Every media file of an installation, by key, as its SHA-256. */
async function mediaChecksums(env: Record<string, string>): Promise<Map<string, string>> {
  const storage = selectMediaStorage(loadConfig(env));
  const sums = new Map<string, string>();
  for await (const object of storage.list()) {
    const stored = await storage.get(object.key);
    const hash = createHash('sha256');
    for await (const chunk of stored!.stream) hash.update(chunk as Buffer);
    sums.set(object.key, hash.digest('hex'));
  }
  return sums;
}

beforeAll(async () => {
  mailServer = await startSmtpServer();
  server = await startTestServer({
    ROLES: 'api', // no workers: nothing changes behind the backup but the writer
    APP_TIER: 'motionmaker',
    CREDITS_SELF_SERVICE: 'true',
    SMTP_URL: mailServer.url,
    RATE_LIMIT_AUTH_ACCOUNT_MAX: '1000',
    IMAGE_MODELS: 'comfyui',
    JWT_SECRET,
    ...s3.settings,
  });
  const { registered, owner } = await registerExampleOwner(server);
  if (!owner) throw new Error(`auth.register's example failed: ${registered.text}`);
  world = new ExampleWorld({
    server,
    owner,
    mailServer,
    socialSignIn: () => Promise.reject(new Error('no identity provider in this world')),
  });
  // One of everything: every creating operation's example, with its records made real.
  const contracts = Object.entries(OPERATION_CONTRACTS) as [OperationName, OperationContract][];
  for (const [name, contract] of contracts) {
    const method = contract.http?.method;
    if (!contract.example || method === 'GET' || method === 'DELETE' || SKIPPED_BUILDERS.test(name)) continue;
    const resolved = await world.resolve(contract, (contract.example.input ?? {}) as Record<string, unknown>);
    await callOperation(server, name, contract, resolved, contract.auth === 'required' ? world.token : undefined);
  }
  // Inputs first (resolving may make records), then the answers: the world as the backup will find it.
  const inputs: { name: OperationName; contract: OperationContract; input: Record<string, unknown> }[] = [];
  for (const [name, contract] of contracts) {
    if (contract.http?.method !== 'GET' || !contract.example || UNCOMPARED[name]) continue;
    inputs.push({
      name,
      contract,
      input: await world.resolve(contract, (contract.example.input ?? {}) as Record<string, unknown>),
    });
  }
  for (const { name, contract, input } of inputs) {
    const answer = await callOperation(
      server,
      name,
      contract,
      input,
      contract.auth === 'required' ? world.token : undefined,
    );
    if (answer.status === 200) reads.push({ name, contract, input, text: answer.text });
  }
}, 300_000);

afterAll(async () => {
  await server?.close();
  await mailServer?.close();
  if (restoredSchema) await dropSchemas(restoredSchema).catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
});

/** Creates projects one after the other for its own user and keeps the ids the server acknowledged. */
function startWriter() {
  const acknowledged: string[] = [];
  let isRunning = true;
  const running = (async () => {
    const writer = await server.register();
    for (let n = 0; isRunning; n += 1) {
      const response = await server.request<{ data: { id: string } }>('POST', '/api/projects', {
        token: writer.accessToken,
        body: { name: `Written ${n}` },
      });
      if (response.status === 200) acknowledged.push(response.body.data.id);
    }
  })();
  return {
    acknowledged,
    async stop() {
      isRunning = false;
      await running;
    },
  };
}

async function projectIdsIn(file: string): Promise<Set<string>> {
  const archive = await ArchiveReader.open(file);
  const ids = new Set<string>();
  for await (const line of archive.linesOf('db/app/projects.jsonl'))
    if (line) ids.add((JSON.parse(line) as { id: string }).id);
  archive.close();
  return ids;
}

describe('backup and restore', () => {
  const first = path.join(work, 'first.zip');
  const second = path.join(work, 'second.zip');
  const target = path.join(work, 'restored');

  it('backs up while the server runs and a writer writes: everything acknowledged before is in it', async () => {
    const writer = startWriter();
    let beforeFirst: string[] = [];
    let beforeSecond: string[] = [];
    try {
      await expect.poll(() => writer.acknowledged.length, { timeout: 60_000 }).toBeGreaterThan(3);
      beforeFirst = [...writer.acknowledged];
      const backup = await runOperatorScript('backup', ['--out', first], originalEnv());
      expect(backup.code, backup.stderr).toBe(0);
      beforeSecond = [...writer.acknowledged];
      expect(beforeSecond.length).toBeGreaterThan(beforeFirst.length);
      const again = await runOperatorScript('backup', ['--out', second], originalEnv());
      expect(again.code, again.stderr).toBe(0);
    } finally {
      await writer.stop();
    }
    const inFirst = await projectIdsIn(first);
    expect(beforeFirst.filter((id) => !inFirst.has(id))).toEqual([]);
    const inSecond = await projectIdsIn(second);
    expect(beforeSecond.filter((id) => !inSecond.has(id))).toEqual([]);
  }, 300_000);

  it('refuses a missing file and a damaged archive, writing nothing', async () => {
    const missing = await runOperatorScript(
      'restore',
      [path.join(work, 'nope.zip')],
      restoredEnv(path.join(work, 'x'), 'nothing_here'),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('does not exist');
    // One byte changed inside the largest media file (stored as it is in the archive, so found by its bytes).
    const bytes = fs.readFileSync(first);
    const archive = await ArchiveReader.open(first);
    const largest = archive.manifest.files
      .filter((file) => file.path.startsWith('media/'))
      .sort((a, b) => b.size - a.size)[0]!;
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.streamOf(largest.path)) chunks.push(chunk as Buffer);
    archive.close();
    const offset = bytes.indexOf(Buffer.concat(chunks).subarray(0, 64));
    expect(offset).toBeGreaterThan(0);
    const inside = offset + Math.floor(largest.size / 2);
    bytes[inside] = bytes[inside]! ^ 0xff;
    const damaged = path.join(work, 'damaged.zip');
    fs.writeFileSync(damaged, bytes);
    const empty = path.join(work, 'untouched');
    const schema = DATABASE_URL ? `untouched_${randomBytes(4).toString('hex')}` : undefined;
    const refused = await runOperatorScript('restore', [damaged], restoredEnv(empty, schema, 'untouched'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/damaged|Checksum mismatch/);
    expect(fs.existsSync(path.join(empty, 'db'))).toBe(false);
    if (DATABASE_URL) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      const found = await client.query('select 1 from pg_namespace where nspname = $1', [schema]);
      await client.end();
      expect(found.rowCount).toBe(0);
    }
    expect((await mediaChecksums(restoredEnv(empty, schema, 'untouched'))).size).toBe(0);
  }, 120_000);

  it('restores into an empty target, refuses it once it holds data, and replaces it with --force', async () => {
    const restore = await runOperatorScript('restore', [first], restoredEnv(target, restoredSchema));
    expect(restore.code, restore.stderr).toBe(0);
    const refused = await runOperatorScript('restore', [first], restoredEnv(target, restoredSchema));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not empty');
    const forced = await runOperatorScript('restore', [second, '--force'], restoredEnv(target, restoredSchema));
    expect(forced.code, forced.stderr).toBe(0);
    const again = await runOperatorScript('restore', [first, '--force'], restoredEnv(target, restoredSchema));
    expect(again.code, again.stderr).toBe(0);
  }, 300_000);

  it('answers every GET of the world as the original did, with the same media files', async () => {
    const restored = await startTestServer({
      ROLES: 'api',
      APP_TIER: 'motionmaker',
      SMTP_URL: mailServer.url,
      IMAGE_MODELS: 'comfyui',
      ...restoredEnv(target, restoredSchema),
    });
    try {
      expect(reads.length).toBeGreaterThan(20);
      const differing: string[] = [];
      for (const read of reads) {
        const token = read.contract.auth === 'required' ? world.token : undefined;
        const answer = await callOperation(restored, read.name, read.contract, read.input, token);
        if (answer.text !== read.text)
          differing.push(`${read.name}: ${read.text.slice(0, 300)}\n  ≠ ${answer.text.slice(0, 300)}`);
      }
      expect(differing).toEqual([]);
      const original = await mediaChecksums(originalEnv());
      expect(original.size).toBeGreaterThan(0);
      expect(await mediaChecksums(restoredEnv(target, restoredSchema))).toEqual(original);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
