import { AccountDeleteInput, AccountDeleted, User } from '../entities/user.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';
import { EXAMPLE_USER } from './auth.ts';

export const usersContracts = defineContracts({
  'users.profile': {
    summary: "Read the signed-in user's profile",
    auth: 'required',
    http: get('/api/users/profile'),
    input: EmptyInput,
    output: User,
    example: { input: {}, output: EXAMPLE_USER },
  },
  'users.deleteAccount': {
    summary: 'Delete your account and everything in it; confirm by typing your account e-mail',
    auth: 'required',
    // POST, not DELETE: the typed e-mail travels in the body, never in a logged URL.
    http: post('/api/users/me/delete'),
    httpOnly: true,
    sessionOnly: true,
    input: AccountDeleteInput,
    output: AccountDeleted,
    example: { input: { email: EXAMPLE_USER.email }, output: { deleted: true } },
  },
});
