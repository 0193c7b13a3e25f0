import { callerEntitlement } from './entitlement.ts';
import { defineOperation } from './operation.ts';

/**
 * Teams (issue 33): the rights of each role are the policy table's, checked by the services; the feature gate
 * (team_management) is the contracts' `gate`. The team's credit pool (teams.credits) is the credits module's.
 */
export const teamOperations = [
  defineOperation('teams.create', (ctx, input) =>
    ctx.services.teams.create(ctx.user.id, callerEntitlement(ctx).tier, input),
  ),
  defineOperation('teams.list', (ctx) => ctx.services.teams.list(ctx.user.id)),
  defineOperation('teams.members', (ctx, input) => ctx.services.teams.members(ctx.user.id, input.id)),
  defineOperation('teams.invite', (ctx, input) => ctx.services.teamInvitations.invite(ctx.user, input, ctx.log)),
  defineOperation('teams.revokeInvitation', (ctx, input) => ctx.services.teamInvitations.revoke(ctx.user.id, input)),
  defineOperation('invitations.accept', (ctx, input) => ctx.services.teamInvitations.accept(ctx.user, input.token)),
  defineOperation('teams.updateMember', (ctx, input) => ctx.services.teams.updateMember(ctx.user.id, input)),
  defineOperation('teams.removeMember', (ctx, input) => ctx.services.teams.removeMember(ctx.user.id, input)),
];
