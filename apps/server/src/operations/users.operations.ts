import { defineOperation } from './operation.ts';

export const userOperations = [
  defineOperation('users.profile', (ctx) => ctx.services.users.getProfile(ctx.user)),
  defineOperation('users.deleteAccount', (ctx, input) =>
    ctx.services.accountDeletion.deleteAccount(ctx.user, input.email),
  ),
];
