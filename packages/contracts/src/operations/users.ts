import { User } from '../entities/user.ts';
import { EmptyInput, defineContracts, get } from './define.ts';
import { EXAMPLE_USER } from './auth.ts';

export const usersContracts = defineContracts({
  'users.profile': {
    summary: "Read the signed-in user's profile",
    auth: 'required',
    http: get('/api/users/profile'),
    httpOnly: true,
    input: EmptyInput,
    output: User,
    example: { input: {}, output: EXAMPLE_USER },
  },
});
