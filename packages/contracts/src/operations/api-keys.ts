import { ApiKeyCreateInput, ApiKeyCreated, ApiKeyIdParams, ApiKeyList, ApiKeyView } from '../api/api-keys.ts';
import { EmptyInput, defineContracts, del, get, post } from './define.ts';
import { API_ACCESS_GATE } from './feature-gate-rules.ts';

const exampleKey = {
  id: '6f1c2b9e-3d4a-4e5f-8a7b-9c0d1e2f3a4b',
  name: 'Render pipeline',
  prefix: 'sym_Q3k9Zt',
  createdAt: '2026-01-15T09:30:00.000Z',
  expiresAt: '2026-04-15T09:30:00.000Z',
  lastUsedAt: '2026-01-20T14:02:11.000Z',
  revokedAt: null,
  status: 'active' as const,
};

/** API keys of the professional edition; only a signed-in session manages them (a key cannot). */
export const apiKeysContracts = defineContracts({
  'apiKeys.list': {
    summary: 'List your API keys (name, prefix, created, expires, last used, status); never their secrets',
    auth: 'required',
    http: get('/api/api-keys'),
    sessionOnly: true,
    gate: API_ACCESS_GATE,
    input: EmptyInput,
    output: ApiKeyList,
    example: { input: {}, output: [exampleKey] },
  },
  'apiKeys.create': {
    summary: 'Create an API key; the answer holds its secret, shown this once and stored only as a hash',
    auth: 'required',
    http: post('/api/api-keys'),
    sessionOnly: true,
    gate: API_ACCESS_GATE,
    input: ApiKeyCreateInput,
    output: ApiKeyCreated,
    example: {
      input: { name: 'Render pipeline', expiresInDays: 90 },
      output: {
        key: { ...exampleKey, lastUsedAt: null },
        secret: 'sym_Q3k9ZtV7yL2mN8pR4sT6uW1xA5bC0dE3fG9hJ2kL7nP',
      },
    },
  },
  'apiKeys.revoke': {
    summary: 'Revoke an API key; calls with it are refused at once',
    auth: 'required',
    http: del('/api/api-keys/:id'),
    sessionOnly: true,
    gate: API_ACCESS_GATE,
    input: ApiKeyIdParams,
    output: ApiKeyView,
    example: {
      input: { id: exampleKey.id },
      output: { ...exampleKey, revokedAt: '2026-01-21T08:00:00.000Z', status: 'revoked' },
    },
  },
});
