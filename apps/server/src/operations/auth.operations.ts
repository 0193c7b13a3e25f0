import { LoginInput, LogoutInput, RefreshInput, RegisterInput, SessionIdParams } from '@sym/contracts';
import { z } from 'zod';
import { defineOperation, type OperationContext } from './operation.ts';

const clientOf = (ctx: OperationContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const actorOf = (ctx: { user: { id: string }; sessionId: string }) => ({
  userId: ctx.user.id,
  sessionId: ctx.sessionId,
});

export const authOperations = [
  defineOperation({
    name: 'auth.register',
    input: RegisterInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.auth.register(input, clientOf(ctx)),
  }),
  defineOperation({
    name: 'auth.login',
    input: LoginInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.auth.login(input, clientOf(ctx)),
  }),
  defineOperation({
    name: 'auth.refresh',
    input: RefreshInput,
    auth: 'none',
    handler: (ctx, input) => ctx.services.auth.refresh(input.refreshToken),
  }),
  defineOperation({
    name: 'auth.logout',
    input: LogoutInput,
    auth: 'required',
    handler: (ctx) => ctx.services.auth.logout(actorOf(ctx)),
  }),
  defineOperation({
    name: 'auth.sessions.list',
    input: z.object({}),
    auth: 'required',
    handler: (ctx) => ctx.services.auth.listSessions(actorOf(ctx)),
  }),
  defineOperation({
    name: 'auth.sessions.revoke',
    input: SessionIdParams,
    auth: 'required',
    handler: (ctx, input) => ctx.services.auth.revokeSession(actorOf(ctx), input.sessionId),
  }),
];
