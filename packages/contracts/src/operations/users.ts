import { EmptyInput, PendingOutput, defineContracts, get } from './define.ts';

export const usersContracts = defineContracts({
  'users.profile': {
    summary: 'Profile users',
    auth: 'required',
    http: get('/api/users/profile'),
    httpOnly: true,
    input: EmptyInput,
    output: PendingOutput,
  },
});
