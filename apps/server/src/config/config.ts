import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resolveTier, SOCIAL_PROVIDERS, type SocialProvider, type Tier } from '@sym/contracts';
import { CheckedEnvSchema, type EnvSettings, type ServerRole } from './settings.ts';
import { resolveFromRepoRoot } from './paths.ts';
import { deploymentProblems } from './deployment-checks.ts';

export interface SocialProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string | undefined;
}

type EnvOverrides = Record<string, string | undefined>;

export type Config = Omit<EnvSettings, 'JWT_SECRET' | 'PUBLIC_URL' | 'APP_TIER' | 'ROLES'> & {
  /** Always set: from the environment or generated once into DATA_DIR/jwt-secret. */
  JWT_SECRET: string;
  PUBLIC_URL: string;
  APP_TIER: Tier;
  ROLES: ServerRole[];
  /** Absolute paths. */
  DATA_DIR: string;
  WEB_DIST_DIR: string;
  /** Providers with both client id and secret set. */
  socialProviders: Partial<Record<SocialProvider, SocialProviderConfig>>;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SOCIAL_DEFAULT_ISSUER: Partial<Record<SocialProvider, string>> = { google: 'https://accounts.google.com' };

function withoutEmptyValues(env: EnvOverrides): EnvOverrides {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

function socialProvidersOf(settings: EnvSettings): Config['socialProviders'] {
  const configured: Config['socialProviders'] = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase() as Uppercase<SocialProvider>;
    const clientId = settings[`${prefix}_CLIENT_ID`];
    const clientSecret = settings[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      configured[provider] = {
        clientId,
        clientSecret,
        issuer: settings[`${prefix}_ISSUER`] ?? SOCIAL_DEFAULT_ISSUER[provider],
      };
    }
  }
  return configured;
}

/**
 * Parses the environment once into the typed config. Creates DATA_DIR and, when JWT_SECRET is unset,
 * the persisted secret file. Throws ConfigError listing every bad setting, and every trial-only default a
 * deployment on PostgreSQL or at a public PUBLIC_URL left unset (deployment-checks.ts).
 */
export function loadConfig(env: EnvOverrides = process.env): Config {
  const given = withoutEmptyValues(env);
  const parsed = CheckedEnvSchema.safeParse(given);
  // A deployment on PostgreSQL or at a public address must choose the trial-only defaults itself.
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...deploymentProblems(given),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  const dataDir = resolveFromRepoRoot(settings.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...settings,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: resolveFromRepoRoot(settings.WEB_DIST_DIR),
    JWT_SECRET: settings.JWT_SECRET ?? readOrCreateJwtSecret(dataDir),
    PUBLIC_URL: (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, ''),
    APP_TIER: resolveTier(settings.APP_TIER),
    ROLES: [...new Set(settings.ROLES)],
    socialProviders: socialProvidersOf(settings),
  };
}
