import { callerEntitlement } from './entitlement.ts';
import { defineOperation } from './operation.ts';

export const scenarioOperations = [
  defineOperation('scenario.listByProject', (ctx, input) =>
    ctx.services.scenarios.listByProject(ctx.user.id, input.projectId),
  ),
  defineOperation('scenarios.list', (ctx, input) => ctx.services.scenarios.list(ctx.user.id, input.projectId)),
  defineOperation('scenario.get', (ctx, input) => ctx.services.scenarios.get(ctx.user.id, input.id)),
  defineOperation('scenario.create', (ctx, input) =>
    ctx.services.scenarios.create(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineOperation('scenario.update', (ctx, input) => ctx.services.scenarios.update(ctx.user.id, input)),
  defineOperation('scenario.delete', (ctx, input) => ctx.services.scenarios.delete(ctx.user.id, input.id)),
];
