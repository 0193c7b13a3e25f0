import { z } from 'zod';
import { defineOperation } from './operation.ts';

export const userOperations = [
  defineOperation({
    name: 'users.profile',
    input: z.object({}),
    auth: 'required',
    handler: (ctx) => ctx.services.users.getProfile(ctx.user.id),
  }),
];
