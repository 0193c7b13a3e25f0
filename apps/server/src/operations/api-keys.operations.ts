import { isFeatureEnabled } from '@sym/contracts';
import { AppError } from '../errors/app-error.ts';
import { callerEntitlement } from './entitlement.ts';
import { defineOperation, type SessionContext } from './operation.ts';

/** API keys are the professional edition's (`api_access`); the base edition answers the spec's 403 'Forbidden'. */
function assertApiAccess(ctx: SessionContext): void {
  if (!isFeatureEnabled(callerEntitlement(ctx), 'api_access')) throw new AppError('FORBIDDEN');
}

/** Managing keys takes a signed-in session (the contracts mark these sessionOnly: a key cannot manage keys). */
export const apiKeyOperations = [
  defineOperation('apiKeys.list', (ctx) => {
    assertApiAccess(ctx);
    return ctx.services.apiKeys.list(ctx.user.id);
  }),
  defineOperation('apiKeys.create', (ctx, input) => {
    assertApiAccess(ctx);
    return ctx.services.apiKeys.create(ctx.user.id, input);
  }),
  defineOperation('apiKeys.revoke', (ctx, input) => {
    assertApiAccess(ctx);
    return ctx.services.apiKeys.revoke(ctx.user.id, input.id);
  }),
];
