import type { ApiKeyCreateInput } from '@sym/contracts';
import { call } from '../../../lib/transport';

export const apiKeyKeys = {
  all: ['apiKeys'] as const,
};

export const apiKeysApi = {
  list: () => call('apiKeys.list'),
  create: (input: ApiKeyCreateInput) => call('apiKeys.create', input),
  revoke: (id: string) => call('apiKeys.revoke', { id }),
};
