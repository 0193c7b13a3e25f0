import { defineOperation } from './operation.ts';

export const userOperations = [defineOperation('users.profile', (ctx) => ctx.services.users.getProfile(ctx.user))];
