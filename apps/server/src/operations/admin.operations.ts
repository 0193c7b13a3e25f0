import { defineOperation, type SessionContext } from './operation.ts';

/** The caller as the administration's policy sees them (its role is checked by the service, on every call). */
const actorOf = (ctx: SessionContext) => ({ id: ctx.user.id, email: ctx.user.email, role: ctx.user.role });

/** Site administration (issue 33): administrators only, with a signed-in session (the contracts mark them sessionOnly). */
export const adminOperations = [
  defineOperation('admin.users.list', (ctx, input) => ctx.services.admin.listUsers(actorOf(ctx), input)),
  defineOperation('admin.users.update', (ctx, input) => ctx.services.admin.updateUser(actorOf(ctx), input)),
  defineOperation('admin.credits.grant', (ctx, input) => ctx.services.admin.grantCredits(actorOf(ctx), input)),
  defineOperation('admin.teams.list', (ctx, input) => ctx.services.admin.listTeams(actorOf(ctx), input)),
  defineOperation('admin.teams.credits.grant', (ctx, input) =>
    ctx.services.admin.grantTeamCredits(actorOf(ctx), input),
  ),
  defineOperation('admin.settings.get', (ctx) => ctx.services.admin.getSettings(actorOf(ctx))),
  defineOperation('admin.settings.update', (ctx, input) => ctx.services.admin.updateSettings(actorOf(ctx), input)),
  defineOperation('admin.audit.list', (ctx, input) => ctx.services.admin.listAudit(actorOf(ctx), input)),
];
