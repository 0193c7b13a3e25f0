import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@sym/contracts';
import { GENERATION_DESCRIPTIONS, GenerationEnvShape } from './generation-settings.ts';
import { LIMIT_DESCRIPTIONS, LimitEnvShape } from './limit-settings.ts';
import { MAIL_DESCRIPTIONS, MailEnvShape } from './mail-settings.ts';
import { SITE_ADMIN_DESCRIPTIONS, SiteAdminEnvShape } from './site-admin-settings.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const SERVER_ROLES = ['api', 'worker'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];
export const MEDIA_STORAGES = ['local', 's3'] as const;
export const REALTIME_ADAPTERS = ['postgres', 'redis'] as const;

const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const optionalText = z.string().min(1).optional();
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const socialShape = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => {
    const prefix = provider.toUpperCase();
    return [
      [`${prefix}_CLIENT_ID`, optionalText],
      [`${prefix}_CLIENT_SECRET`, optionalText],
      [`${prefix}_ISSUER`, z.string().url().optional()],
    ];
  }),
) as Record<`${Uppercase<SocialProvider>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'ISSUER'}`, z.ZodOptional<z.ZodString>>;

/** Every environment setting the server reads, with its default. Empty strings count as unset. */
export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'must be a plain SQL identifier')
    .default('public'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt.default(30),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  PROJECT_LIST_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  APP_TIER: z.string().min(1).default('sym'),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  ROLES: z
    .string()
    .default('api,worker')
    .transform((value) =>
      value
        .split(',')
        .map((role) => role.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SERVER_ROLES)).min(1)),
  TRUST_PROXY: flag.default(false),
  RESPONSE_CHECK: flag.default(false),
  CSP_API_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma separated' }))),
  REALTIME_PROCESS_LEASE_SECONDS: positiveInt.default(30),
  REALTIME_ADAPTER: z.enum(REALTIME_ADAPTERS).default('postgres'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REALTIME_STREAM_MAX_LEN: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: port.optional(),
  RATE_LIMIT_AUTH_IP_MAX: positiveInt.default(100),
  RATE_LIMIT_AUTH_ACCOUNT_MAX: positiveInt.default(10),
  RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX: positiveInt.default(100),
  RATE_LIMIT_AUTH_IP_FAILURE_MAX: positiveInt.default(50),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  ...SiteAdminEnvShape,
  ...MailEnvShape,
  ...LimitEnvShape,
  MEDIA_STORAGE: z.enum(MEDIA_STORAGES).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: optionalText,
  EXPORT_TIMEOUT_SECONDS: positiveInt.default(1800),
  EXPORT_PARALLELISM: z.coerce.number().int().min(0).max(64).default(0),
  ...socialShape,
  ...GenerationEnvShape,
});

/** EnvSchema with the checks between settings; loadConfig parses with it and lists every problem. */
export const CheckedEnvSchema = EnvSchema.superRefine((settings, context) => {
  if (settings.MEDIA_STORAGE === 's3' && !settings.S3_BUCKET) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORAGE=s3' });
  }
  if (settings.REALTIME_ADAPTER === 'redis' && !settings.REDIS_URL) {
    context.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'is required when REALTIME_ADAPTER=redis' });
  }
  if (settings.REALTIME_ADAPTER === 'redis' && !settings.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['REALTIME_ADAPTER'],
      message: 'redis needs DATABASE_URL (the embedded database runs one process)',
    });
  }
  if (!settings.S3_ACCESS_KEY_ID !== !settings.S3_SECRET_ACCESS_KEY) {
    context.addIssue({
      code: 'custom',
      path: [settings.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
    });
  }
});
export type EnvSettings = z.infer<typeof EnvSchema>;
type SettingName = keyof z.input<typeof EnvSchema>;

export interface SettingDescription {
  name: string;
  default: string;
  description: string;
}

const socialDescriptions = Object.fromEntries(
  SOCIAL_PROVIDERS.flatMap((provider) => {
    const prefix = provider.toUpperCase();
    const label = provider === 'github' ? 'GitHub' : provider[0]!.toUpperCase() + provider.slice(1);
    return [
      [
        `${prefix}_CLIENT_ID`,
        {
          default: '(unset)',
          description: `${label} sign-in client id; the provider is on when id and secret are set`,
        },
      ],
      [`${prefix}_CLIENT_SECRET`, { default: '(unset)', description: `${label} sign-in client secret` }],
      [
        `${prefix}_ISSUER`,
        {
          default: provider === 'google' ? 'https://accounts.google.com' : '(provider default)',
          description: `${label} OpenID Connect issuer override (used by tests with a local provider)`,
        },
      ],
    ];
  }),
) as Record<
  `${Uppercase<SocialProvider>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'ISSUER'}`,
  Omit<SettingDescription, 'name'>
>;

const DESCRIPTIONS: Record<SettingName, Omit<SettingDescription, 'name'>> = {
  PORT: { default: '3000', description: 'HTTP port (0 picks a free port)' },
  HOST: { default: '0.0.0.0', description: 'Interface to listen on' },
  DATA_DIR: {
    default: './data',
    description:
      'Folder for the embedded database, the generated JWT secret and media; relative to the repository root',
  },
  DATABASE_URL: { default: '(unset: embedded PGlite in DATA_DIR/db)', description: 'PostgreSQL connection string' },
  DATABASE_SCHEMA: {
    default: 'public',
    description: 'PostgreSQL schema for all tables and the migrations journal; created when missing',
  },
  JWT_SECRET: {
    default: '(generated once into DATA_DIR/jwt-secret; required on PostgreSQL)',
    description:
      'Secret for signing access tokens, at least 32 characters; every process sharing one database uses the same one',
  },
  ACCESS_TOKEN_TTL_SECONDS: { default: '900', description: 'Access token lifetime' },
  REFRESH_TOKEN_TTL_DAYS: { default: '30', description: 'Session (refresh token) lifetime, renewed on each refresh' },
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: {
    default: '30',
    description:
      'How long a just-replaced refresh token still gets new tokens (two tabs refreshing at once) before using it again signs the session out; 0 turns the grace off',
  },
  SESSION_CACHE_SECONDS: {
    default: '30',
    description:
      'How long an API process trusts a session it checked without asking the database again; signing out, revoking a session and changes to the user clear it at once in every process; 0 asks on every request',
  },
  PROJECT_LIST_CACHE_SECONDS: {
    default: '5',
    description:
      "How long an API process keeps a user's project list page (the projects page) without reading it again; any change to projects or their content, and changes to users, clear it at once in every process; 0 reads on every request",
  },
  LOG_LEVEL: { default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}` },
  LOG_FORMAT: { default: 'json', description: 'json (structured) or pretty (human-readable, for development)' },
  APP_TIER: {
    default: 'sym',
    description:
      'Site tier: the edition every page announces (no web build needed) and the least any user gets (pro, sym-pro, mm, motionmaker → motionmaker); see Editions',
  },
  PUBLIC_URL: {
    default: 'http://localhost:PORT',
    description: 'Public address of the app, used in links and sign-in redirects',
  },
  WEB_DIST_DIR: { default: 'apps/web/dist', description: 'Built web app served at /; relative to the repository root' },
  ROLES: { default: 'api,worker', description: 'Roles this process runs, comma separated: api, worker' },
  TRUST_PROXY: { default: 'false', description: 'Trust X-Forwarded-* headers (set behind a reverse proxy)' },
  RESPONSE_CHECK: {
    default: 'false',
    description:
      "Check every API answer against its operation's output schema and fail it with a 500 naming the difference (the API tests turn it on; it costs time, keep it off in production)",
  },
  CSP_API_ORIGINS: {
    default: '(none: same origin)',
    description:
      'Other origins the served web app reaches for the API, sockets and media, comma separated: the origin of VITE_API_BASE_URL when the web build points elsewhere (added to the Content-Security-Policy)',
  },
  REALTIME_PROCESS_LEASE_SECONDS: {
    default: '30',
    description:
      'On PostgreSQL: how long after an API process stops (crash, lost network) its users leave the presence, locks and selections others see',
  },
  REALTIME_ADAPTER: {
    default: 'postgres',
    description:
      'With DATABASE_URL: how the processes pass live events to each other: postgres (LISTEN/NOTIFY, nothing more to run) or redis (Redis Streams, with REDIS_URL; a client that drops for a few seconds gets what it missed)',
  },
  REDIS_URL: {
    default: '(unset)',
    description:
      'Redis for the realtime adapter (REALTIME_ADAPTER=redis) and for the rate-limit counters; unset, the counters live in PostgreSQL (or in memory on the embedded database)',
  },
  REALTIME_STREAM_MAX_LEN: {
    default: '10000',
    description:
      'With REALTIME_ADAPTER=redis: about how many broadcasts the Redis stream keeps (trimmed past it); a client back from a drop whose last event was trimmed away reloads instead of catching up',
  },
  METRICS_TOKEN: {
    default: '(unset)',
    description:
      'Serves Prometheus metrics at /metrics to requests with `Authorization: Bearer <token>` (at least 16 characters); unset and without METRICS_PORT there are no metrics',
  },
  METRICS_PORT: {
    default: '(unset)',
    description:
      'Serves Prometheus metrics at /metrics on this port of its own (keep it off the public network); with METRICS_TOKEN the token is asked there too',
  },
  RATE_LIMIT_AUTH_IP_MAX: { default: '100', description: 'Sign-in and register requests per IP per window' },
  RATE_LIMIT_AUTH_ACCOUNT_MAX: {
    default: '10',
    description:
      'Failed sign-ins per e-mail (and wrong review link passphrases per link) from one IP per window; the owner signing in from elsewhere is not blocked',
  },
  RATE_LIMIT_AUTH_ACCOUNT_TOTAL_MAX: {
    default: '100',
    description:
      'Failed sign-ins per e-mail from all IPs per window; past it only IPs the account signed in from before may try',
  },
  RATE_LIMIT_AUTH_IP_FAILURE_MAX: {
    default: '50',
    description: 'Failed sign-ins (and sign-ups with a taken e-mail) per IP across all accounts per window',
  },
  RATE_LIMIT_WINDOW_SECONDS: { default: '900', description: 'Rate limit window' },
  ...SITE_ADMIN_DESCRIPTIONS,
  ...MAIL_DESCRIPTIONS,
  ...LIMIT_DESCRIPTIONS,
  MEDIA_STORAGE: {
    default: 'local',
    description: 'Where uploads and generated media live: local (DATA_DIR/media) or s3 (the S3_* settings)',
  },
  S3_BUCKET: {
    default: '(unset)',
    description: 'Bucket for media when MEDIA_STORAGE=s3 (required then); created when missing',
  },
  S3_REGION: { default: 'us-east-1', description: 'Region of the bucket' },
  S3_ENDPOINT: {
    default: '(unset: AWS)',
    description: 'Endpoint of an S3-compatible store (MinIO, Ceph, R2 …), e.g. http://127.0.0.1:9000',
  },
  S3_ACCESS_KEY_ID: {
    default: '(unset: SDK default credentials)',
    description: 'Access key id; set with S3_SECRET_ACCESS_KEY, else environment, profile or instance role',
  },
  S3_SECRET_ACCESS_KEY: { default: '(unset)', description: 'Secret access key for S3_ACCESS_KEY_ID' },
  S3_FORCE_PATH_STYLE: {
    default: 'false',
    description: 'Address the bucket in the path (endpoint/bucket/key); most self-hosted stores need it',
  },
  S3_PREFIX: { default: '(unset)', description: 'Folder inside the bucket for this installation, e.g. sym/' },
  EXPORT_TIMEOUT_SECONDS: {
    default: '1800',
    description: 'Time limit of one episode export render; past it the export fails as timed out',
  },
  EXPORT_PARALLELISM: {
    default: '0',
    description: 'Shot clips an export renders at once; 0 = the number of cores',
  },
  ...socialDescriptions,
  ...GENERATION_DESCRIPTIONS,
};

/** The settings list (name, default, description) the README is written from. */
export function describeSettings(): SettingDescription[] {
  return (Object.keys(EnvSchema.shape) as SettingName[]).map((name) => ({ name, ...DESCRIPTIONS[name] }));
}
