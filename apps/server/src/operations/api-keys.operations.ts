import { defineOperation } from './operation.ts';

/**
 * Managing keys takes a signed-in session (the contracts mark these sessionOnly: a key cannot manage keys) and the
 * professional edition's API access (their contracts' gate, checked before these run).
 */
export const apiKeyOperations = [
  defineOperation('apiKeys.list', (ctx) => ctx.services.apiKeys.list(ctx.user.id)),
  defineOperation('apiKeys.create', (ctx, input) => ctx.services.apiKeys.create(ctx.user.id, input)),
  defineOperation('apiKeys.revoke', (ctx, input) => ctx.services.apiKeys.revoke(ctx.user.id, input.id)),
];
