import {
  ScenarioCreateInput,
  ScenarioIdParams,
  ScenarioListByProjectInput,
  ScenarioListInput,
  ScenarioUpdateInput,
} from '@sym/contracts';
import { entitlementOf } from './entitlement.ts';
import { defineOperation } from './operation.ts';

export const scenarioOperations = [
  defineOperation({
    name: 'scenario.listByProject',
    input: ScenarioListByProjectInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.listByProject(ctx.user.id, input.projectId),
  }),
  defineOperation({
    name: 'scenarios.list',
    input: ScenarioListInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.list(ctx.user.id, input.projectId),
  }),
  defineOperation({
    name: 'scenario.get',
    input: ScenarioIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.get(ctx.user.id, input.id),
  }),
  defineOperation({
    name: 'scenario.create',
    input: ScenarioCreateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.create(ctx.user.id, entitlementOf(ctx.user, ctx.siteTier), input),
  }),
  defineOperation({
    name: 'scenario.update',
    input: ScenarioUpdateInput,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.update(ctx.user.id, input),
  }),
  defineOperation({
    name: 'scenario.delete',
    input: ScenarioIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.scenarios.delete(ctx.user.id, input.id),
  }),
];
