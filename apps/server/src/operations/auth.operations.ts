import { defineOperation, type OperationContext } from './operation.ts';

const clientOf = (ctx: OperationContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const actorOf = (ctx: { user: { id: string }; sessionId: string }) => ({
  userId: ctx.user.id,
  sessionId: ctx.sessionId,
});

export const authOperations = [
  defineOperation('auth.register', (ctx, input) => ctx.services.auth.register(input, clientOf(ctx))),
  defineOperation('auth.login', (ctx, input) => ctx.services.auth.login(input, clientOf(ctx))),
  defineOperation('auth.refresh', (ctx, input) => ctx.services.auth.refresh(input.refreshToken)),
  defineOperation('auth.logout', (ctx) => ctx.services.sessions.logout(actorOf(ctx))),
  defineOperation('auth.sessions.list', (ctx) => ctx.services.sessions.listSessions(actorOf(ctx))),
  defineOperation('auth.sessions.revoke', (ctx, input) =>
    ctx.services.sessions.revokeSession(actorOf(ctx), input.sessionId),
  ),
  defineOperation('auth.sessions.revokeOthers', (ctx) => ctx.services.sessions.revokeOtherSessions(actorOf(ctx))),
  defineOperation('auth.password.change', (ctx, input) =>
    ctx.services.passwordChange.changePassword(actorOf(ctx), input, clientOf(ctx), ctx.log),
  ),
  defineOperation('auth.password.recovery', (ctx) => ctx.services.passwordRecovery.recovery()),
  defineOperation('auth.password.forgot', (ctx, input) =>
    ctx.services.passwordRecovery.forgot(input, clientOf(ctx), ctx.log),
  ),
  defineOperation('auth.password.reset', (ctx, input) =>
    ctx.services.passwordRecovery.reset(input, clientOf(ctx), ctx.log),
  ),
];
