import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { composeRoot } from '../src/composition/root.ts';
import { buildApp } from '../src/http/app.ts';
import { users } from '../src/db/schema.ts';
import { renderSitePage } from '../src/http/site-page.ts';
import { SPA_INDEX_HTML } from './helpers/test-server.ts';
import { TEST_REDIS_URL } from './helpers/realtime-adapters.ts';
import { useTestServer } from './helpers/fixtures.ts';

/** index.html as a base site serves it: with its site tags and title (site-page.ts). */
const SYM_PAGE = renderSitePage(SPA_INDEX_HTML, { tier: 'sym', edition: 'sym' });

const server = useTestServer();

describe('liveness, readiness and the details behind them', () => {
  it('answers liveness with nothing but ok and the uptime: no paths, versions or dependencies', async () => {
    const response = await server.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { status: 'ok', uptime: expect.any(Number) } });
  });

  it('is ready when the database, the queue, the storage (a probe written and deleted) and ffmpeg answer', async () => {
    const response = await server.request('GET', '/api/ready');
    expect(response.status).toBe(200);
    const check = { ok: true, ms: expect.any(Number) };
    expect(response.body).toEqual({
      success: true,
      data: { status: 'ready', checks: { database: check, queue: check, storage: check, ffmpeg: check } },
    });
  });

  it('answers 503 naming each failing part, while liveness stays ok', async () => {
    const database = { ...server.database, ping: () => Promise.reject(new Error('connection refused')) };
    const written: string[] = [];
    const storage = server.infrastructure.storage;
    const failingStorage = Object.assign(Object.create(storage) as typeof storage, {
      put: async (key: string) => {
        written.push(key);
        throw new Error('EACCES: permission denied, open /srv/media/secret-path');
      },
    });
    const root = composeRoot(server.config, database, { jobQueue: server.jobs.queue, media: failingStorage });
    const app = await buildApp(server.config, { services: root.services });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        error: {
          code: 'SERVER_ERROR',
          message: 'Not ready: database, storage',
          details: [
            { field: 'database', message: 'database check failed' },
            { field: 'storage', message: 'storage check failed' },
          ],
        },
      });
      expect(ready.body).not.toContain('/srv/media');
      expect(written).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('checks Redis too when REDIS_URL is set, and names it when it does not answer', async () => {
    const readyWith = async (redisUrl: string) => {
      const root = composeRoot({ ...server.config, REDIS_URL: redisUrl }, server.database, {
        jobQueue: server.jobs.queue,
      });
      const app = await buildApp(server.config, { services: root.services });
      try {
        return await app.inject({ method: 'GET', url: '/api/ready' });
      } finally {
        await app.close();
        await root.infrastructure.redisProbe?.close();
      }
    };
    const ready = await readyWith(TEST_REDIS_URL);
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.checks.redis).toEqual({ ok: true, ms: expect.any(Number) });
    // Nothing listens on port 1: the PING waits for a connection until the check's time limit.
    const away = await readyWith('redis://127.0.0.1:1');
    expect(away.statusCode).toBe(503);
    expect(away.json().error).toMatchObject({
      message: 'Not ready: redis',
      details: [{ field: 'redis', message: 'redis check failed' }],
    });
  });

  it('shows the paths and versions to administrators only', async () => {
    const someone = await server.register();
    expect((await server.request('GET', '/api/admin/system', { token: someone.accessToken })).status).toBe(403);
    const admin = await server.register();
    await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const details = await server.request('GET', '/api/admin/system', { token: admin.accessToken });
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual({
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      uptime: expect.any(Number),
      node: process.version,
      media: {
        ok: true,
        ffmpeg: {
          source: expect.stringMatching(/^(configured|path|bundled)$/),
          binary: expect.stringMatching(/ffmpeg$/),
          version: expect.stringMatching(/^ffmpeg version /),
        },
        ffprobe: expect.any(Boolean),
      },
    });
  });
});

describe('envelope and errors', () => {
  it('answers unknown /api routes and methods with the 404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/projects/unknown/thing'],
      ['PUT', '/api/health'],
      ['GET', '/api'],
    ] as const) {
      const response = await server.request(method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('answers a too-large body with 422, not 413 or 500', async () => {
    const response = await server.request('POST', '/api/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(422);
    expect(response.body.error?.details).toEqual([{ field: 'body', message: 'Body is too large' }]);
  });

  it('hides unexpected errors behind an error id, without a stack', async () => {
    const account = await server.register();
    const failing = {
      ...server.services,
      users: {
        getProfile: () => {
          throw new Error('database exploded at /secret/path.ts:12');
        },
      },
    };
    const app = await buildApp(server.config, { services: failing });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${account.accessToken}` },
      });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        success: false,
        error: { code: 'SERVER_ERROR', message: 'Server error', errorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('exploded');
    } finally {
      await app.close();
    }
  });

  it('echoes a request id', async () => {
    const response = await server.request('GET', '/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await server.request('GET', '/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs.error', () => {
  it('accepts a client error record without a token', async () => {
    const response = await server.request('POST', '/api/logs/error', {
      body: { level: 'error', message: 'TypeError: x is undefined', url: 'http://localhost/projects', errorId: 'abc' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { received: true } });
  });

  it('answers 422 with details for a record without a message', async () => {
    const response = await server.request('POST', '/api/logs/error', { body: { level: 'fatal' } });
    expect(response.status).toBe(422);
    expect(response.body.error?.details?.map((detail) => detail.field).sort()).toEqual(['level', 'message']);
  });
});

describe('SPA', () => {
  it('serves index.html at / and for client-side routes, and the built assets', async () => {
    for (const path of ['/', '/projects', '/projects/123/scenarios', '/login?next=%2Fprojects']) {
      const response = await server.request('GET', path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toBe(SYM_PAGE);
    }
    const asset = await server.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toContain('console.log');
    expect((await server.request('GET', '/assets/missing.js')).status).toBe(404);
    // The page of an unknown share link still loads the app (which says not found), with status 404.
    const share = await server.request('GET', '/v/0b6c1c1e-5d4f-4a3b-8c2d-1e0f9a8b7c6d');
    expect(share.status).toBe(404);
    expect(share.headers.get('content-type')).toContain('text/html');
    expect(share.text).toBe(SYM_PAGE);
  });

  it('sends the pre-compressed copy the build wrote of an asset to a browser that accepts it', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-precompressed-dist-'));
    const script = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `line ${index}`))};`;
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), SPA_INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'app.js.br'), zlib.brotliCompressSync(script));
    const app = await buildApp({ ...server.config, WEB_DIST_DIR: dist }, { services: server.services });
    try {
      const asked = async (acceptEncoding: string) =>
        app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': acceptEncoding } });
      const gzipped = await asked('gzip');
      expect(gzipped.statusCode).toBe(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-type']).toContain('javascript');
      expect(gzipped.headers.vary).toBe('Accept-Encoding');
      expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);
      const brotlied = await asked('gzip, deflate, br');
      expect(brotlied.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotlied.rawPayload).toString()).toBe(script);
      const plain = await asked('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // The page itself is still rendered per request, never a stored file.
      const page = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
      expect(page.headers['content-encoding']).toBeUndefined();
      expect(page.body).toBe(SYM_PAGE);
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers a page explaining how to build the web app when it is not built', async () => {
    const app = await buildApp(
      { ...server.config, WEB_DIST_DIR: '/nonexistent/web/dist' },
      { services: server.services },
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/projects' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('not built');
      expect(page.body).toContain('npm run build');
      const api = await app.inject({ method: 'GET', url: '/api/missing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    } finally {
      await app.close();
    }
  });
});
