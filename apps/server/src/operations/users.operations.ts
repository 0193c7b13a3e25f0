import { z } from 'zod';
import { defineUserOperation } from './operation.ts';

export const userOperations = [
  defineUserOperation('users.profile', z.object({}), (ctx) => ctx.services.users.getProfile(ctx.user)),
];
