import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { AuthResult, FieldError } from '@sym/contracts';
import { loadConfig, type Config } from '../../src/config/index.ts';
import { startServer, type RunningServer, type StartOptions } from '../../src/composition/process.ts';
import { users } from '../../src/db/schema.ts';

export const SPA_INDEX_HTML = '<!doctype html><html><body><div id="root">test spa</div></body></html>';

export interface TestServer extends RunningServer {
  config: Config;
  /** Calls the API with JSON (or a raw body) and returns status, parsed body and headers. */
  request<T = ApiBody>(method: string, urlPath: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Registers a fresh user (unique e-mail unless given) and returns the auth result. */
  register(
    overrides?: Partial<{ name: string; email: string; password: string }>,
  ): Promise<AuthResult & { password: string }>;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, with `contentType` (default application/json). */
  rawBody?: string;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiBody {
  success: boolean;
  data?: unknown;
  error?: { code: string; message: string; details?: FieldError[]; errorId?: string };
}

export interface TestResponse<T> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

function createSpaDist(root: string): string {
  const dist = path.join(root, 'web-dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), SPA_INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app");');
  return dist;
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    // pg-boss keeps its tables beside ours (jobSchemaFor).
    await client.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`);
  } finally {
    await client.end();
  }
}

let emailCounter = 0;
/** A unique e-mail address for this run. */
export function uniqueEmail(label = 'user'): string {
  emailCounter += 1;
  return `${label}-${Date.now().toString(36)}-${emailCounter}-${randomBytes(3).toString('hex')}@example.com`;
}

export interface TestServerOptions extends Pick<StartOptions, 'collab'> {
  /**
   * Start with no account at all, so the first registration is the site's first user and administers it. By
   * default the site already has its administrator (an account nobody signs in as), so a file's first registered
   * user is an ordinary one, like every later user.
   */
  isEmptySite?: boolean;
}

/** The administrator an empty test site gets, so the tests' own users are ordinary users. */
async function seedSiteAdministrator(server: RunningServer): Promise<void> {
  const { db } = server.database;
  if ((await db.select({ id: users.id }).from(users).limit(1)).length > 0) return;
  const email = `site-administrator-${randomBytes(4).toString('hex')}@example.invalid`;
  await db.insert(users).values({ email, name: 'Site administrator', role: 'admin' });
}

const TEST_JWT_SECRET = 'api-test-secret-api-test-secret-api-test-01';

/**
 * Starts the real server on a free port: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set,
 * PostgreSQL in a fresh randomly named schema that is dropped on close.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  { isEmptySite = false, ...options }: TestServerOptions = {},
): Promise<TestServer> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-api-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` : undefined;
  // A copy of the migrated template made once by global-setup.ts; the server then finds nothing to migrate.
  const template = databaseUrl ? undefined : inject('pgliteTemplateDir');
  if (template) fs.cpSync(template, path.join(root, 'data', 'db'), { recursive: true });
  const config = loadConfig({
    DATA_DIR: path.join(root, 'data'),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: createSpaDist(root),
    // Many registrations come from 127.0.0.1 in one file; the IP limit has its own test with a small value.
    RATE_LIMIT_AUTH_IP_MAX: '10000',
    // Every answer is checked against its operation's output schema (issue 18): a drifting field fails the call.
    RESPONSE_CHECK: 'true',
    // On PostgreSQL the server wants its trial-only defaults chosen (deployment-checks.ts): the tests' choices.
    ...(databaseUrl && schema
      ? {
          DATABASE_URL: databaseUrl,
          DATABASE_SCHEMA: schema,
          CREDITS_SELF_SERVICE: 'true',
          JWT_SECRET: TEST_JWT_SECRET,
        }
      : {}),
    // CI runs the media tests a second time with the ffmpeg shipped in node_modules (`npm test -- media`).
    ...(process.env.FFMPEG_PATH ? { FFMPEG_PATH: process.env.FFMPEG_PATH } : {}),
    ...overrides,
  });

  let server: RunningServer;
  try {
    server = await startServer(config, options);
  } catch (error) {
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema).catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  if (!isEmptySite) await seedSiteAdministrator(server);

  const request = async <T = ApiBody>(
    method: string,
    urlPath: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${server.url}${urlPath}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };

  const register: TestServer['register'] = async (overrides = {}) => {
    const input = { name: 'Test User', email: uniqueEmail(), password: 'correct horse battery', ...overrides };
    const response = await request<{ success: true; data: AuthResult }>('POST', '/api/auth/register', { body: input });
    if (response.status !== 200) throw new Error(`register failed: ${response.status} ${response.text}`);
    return { ...response.body.data, password: input.password };
  };

  const close = async () => {
    const stopped = await server.close();
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    fs.rmSync(root, { recursive: true, force: true });
    return stopped;
  };

  return { ...server, config, request, register, close };
}
