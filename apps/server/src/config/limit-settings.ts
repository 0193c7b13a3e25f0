import { z } from 'zod';

// Limits on requests that are cheap to send and costly to serve: browser error reports, story reading, and the
// calls of each API key.
// Spread into EnvSchema; the auth limits (RATE_LIMIT_AUTH_*) live beside the other account settings.

const positiveInt = z.coerce.number().int().positive();

export const LimitEnvShape = {
  RATE_LIMIT_CLIENT_LOG_IP_MAX: positiveInt.default(60),
  RATE_LIMIT_CLIENT_LOG_USER_MAX: positiveInt.default(20),
  RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_STORY_USER_MAX: positiveInt.default(30),
  RATE_LIMIT_STORY_WINDOW_SECONDS: positiveInt.default(60),
  STORY_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(64).default(2),
  STORY_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  RATE_LIMIT_API_KEY_MAX: positiveInt.default(600),
  RATE_LIMIT_API_KEY_WINDOW_SECONDS: positiveInt.default(60),
};

type LimitSettingName = keyof typeof LimitEnvShape;

export const LIMIT_DESCRIPTIONS: Record<LimitSettingName, { default: string; description: string }> = {
  RATE_LIMIT_CLIENT_LOG_IP_MAX: {
    default: '60',
    description: 'Browser error reports (POST /api/logs/error, signed in or not) per IP per client-log window',
  },
  RATE_LIMIT_CLIENT_LOG_USER_MAX: {
    default: '20',
    description: 'Browser error reports per signed-in user per client-log window',
  },
  RATE_LIMIT_CLIENT_LOG_WINDOW_SECONDS: { default: '60', description: 'Window of the browser error report limits' },
  RATE_LIMIT_STORY_USER_MAX: {
    default: '30',
    description: 'Story analyses and shot breakdowns (wizard) per user per story window',
  },
  RATE_LIMIT_STORY_WINDOW_SECONDS: { default: '60', description: 'Window of the story limit' },
  STORY_CONCURRENCY_PER_USER: {
    default: '2',
    description:
      'Story analyses and breakdowns one user may have running or waiting at once in one API process; more answer 429',
  },
  STORY_QUEUE_MAX: {
    default: '8',
    description:
      'Story analyses and breakdowns running or waiting at once in one API process (they take turns on one text thread); more answer 429',
  },
  RATE_LIMIT_API_KEY_MAX: {
    default: '600',
    description: 'REST calls one API key (professional edition) may make per API key window; more answer 429',
  },
  RATE_LIMIT_API_KEY_WINDOW_SECONDS: { default: '60', description: 'Window of the API key limit' },
};
