import {
  ScenarioCreateInput,
  ScenarioIdParams,
  ScenarioListByProjectInput,
  ScenarioListInput,
  ScenarioUpdateInput,
} from '@sym/contracts';
import { callerEntitlement } from './entitlement.ts';
import { defineUserOperation } from './operation.ts';

export const scenarioOperations = [
  defineUserOperation('scenario.listByProject', ScenarioListByProjectInput, (ctx, input) =>
    ctx.services.scenarios.listByProject(ctx.user.id, input.projectId),
  ),
  defineUserOperation('scenarios.list', ScenarioListInput, (ctx, input) =>
    ctx.services.scenarios.list(ctx.user.id, input.projectId),
  ),
  defineUserOperation('scenario.get', ScenarioIdParams, (ctx, input) =>
    ctx.services.scenarios.get(ctx.user.id, input.id),
  ),
  defineUserOperation('scenario.create', ScenarioCreateInput, (ctx, input) =>
    ctx.services.scenarios.create(ctx.user.id, callerEntitlement(ctx), input),
  ),
  defineUserOperation('scenario.update', ScenarioUpdateInput, (ctx, input) =>
    ctx.services.scenarios.update(ctx.user.id, input),
  ),
  defineUserOperation('scenario.delete', ScenarioIdParams, (ctx, input) =>
    ctx.services.scenarios.delete(ctx.user.id, input.id),
  ),
];
