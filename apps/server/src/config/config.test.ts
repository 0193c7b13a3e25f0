import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT, resolveFromRepoRoot } from './paths.ts';
import { describeSettings, EnvSchema } from './settings.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the defaults and resolves paths from the repository root', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_SCHEMA: 'public',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      LOG_LEVEL: 'info',
      APP_TIER: 'sym',
      PUBLIC_URL: 'http://localhost:3000',
      WEB_DIST_DIR: path.join(REPO_ROOT, 'apps/web/dist'),
      ROLES: ['api', 'worker'],
      RATE_LIMIT_AUTH_IP_MAX: 100,
      RATE_LIMIT_AUTH_ACCOUNT_MAX: 10,
      RATE_LIMIT_WINDOW_SECONDS: 900,
      socialProviders: {},
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(resolveFromRepoRoot('data')).toBe(path.join(REPO_ROOT, 'data'));
    expect(resolveFromRepoRoot('/abs/dir')).toBe('/abs/dir');
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../../..'));
  });

  it('generates the JWT secret once, with mode 600, and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) }).JWT_SECRET).toBe('s'.repeat(40));
  });

  it('resolves the tier alias, the public URL and configured social providers', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PORT: '4000',
      APP_TIER: 'mm',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GITHUB_CLIENT_ID: 'only-id',
      FACEBOOK_CLIENT_ID: '',
    });
    expect(config.APP_TIER).toBe('motionmaker');
    expect(config.PUBLIC_URL).toBe('http://localhost:4000');
    expect(config.socialProviders).toEqual({
      google: { clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    });
  });

  it('lists every bad setting in one error', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), PORT: 'abc', ROLES: 'api,cook', DATABASE_SCHEMA: 'x;drop' }),
    ).toThrowError(ConfigError);
    try {
      loadConfig({ DATA_DIR: tempDir(), PORT: 'abc', ROLES: 'api,cook' });
    } catch (error) {
      expect(String(error)).toContain('PORT');
      expect(String(error)).toContain('ROLES');
    }
  });

  it('describes every setting', () => {
    const names = describeSettings().map((setting) => setting.name);
    expect(names).toEqual(Object.keys(EnvSchema.shape));
    expect(names).toContain('GOOGLE_ISSUER');
    expect(describeSettings().every((setting) => setting.description.length > 0)).toBe(true);
  });

  it('refuses a deployment on PostgreSQL or at a public address that leaves the trial-only defaults unset', () => {
    const onPostgres = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db.example.com/sym' };
    expect(() => loadConfig(onPostgres)).toThrowError(/CREDITS_SELF_SERVICE: must be set explicitly.*PostgreSQL/);
    expect(() => loadConfig(onPostgres)).toThrowError(/JWT_SECRET: must be set explicitly/);
    const chosen = { ...onPostgres, CREDITS_SELF_SERVICE: 'false', JWT_SECRET: 's'.repeat(40) };
    expect(loadConfig(chosen).CREDITS_SELF_SERVICE).toBe(false);
    // An empty value counts as unset.
    expect(() => loadConfig({ ...chosen, CREDITS_SELF_SERVICE: ' ' })).toThrowError(/CREDITS_SELF_SERVICE/);

    const publicSite = { DATA_DIR: tempDir(), PUBLIC_URL: 'https://studio.example.com' };
    expect(() => loadConfig(publicSite)).toThrowError(/CREDITS_SELF_SERVICE: .*public PUBLIC_URL/);
    expect(loadConfig({ ...publicSite, CREDITS_SELF_SERVICE: 'true' }).CREDITS_SELF_SERVICE).toBe(true);
  });

  it('keeps the convenient defaults for the embedded trial at a loopback address', () => {
    for (const url of ['http://localhost:4000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://app.localhost']) {
      const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: url });
      expect(config.CREDITS_SELF_SERVICE, url).toBe(true);
    }
    expect(loadConfig({ DATA_DIR: tempDir() }).CREDITS_SELF_SERVICE).toBe(true);
  });

  it('reads the request limits with their defaults and rejects bad values', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      RATE_LIMIT_CLIENT_LOG_IP_MAX: 60,
      RATE_LIMIT_CLIENT_LOG_USER_MAX: 20,
      RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS: 60,
      RATE_LIMIT_STORY_USER_MAX: 30,
      STORY_CONCURRENCY_PER_USER: 2,
      STORY_QUEUE_MAX: 8,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), STORY_QUEUE_MAX: '0' })).toThrowError(/STORY_QUEUE_MAX/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), RATE_LIMIT_CLIENT_LOG_IP_MAX: 'x' })).toThrowError(
      /RATE_LIMIT_CLIENT_LOG_IP_MAX/,
    );
  });
});
