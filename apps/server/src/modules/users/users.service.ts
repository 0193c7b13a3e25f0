import type { User } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';
import { presentUser } from './users.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

export type UsersService = ReturnType<typeof createUsersService>;

/** Reads of user accounts. */
export function createUsersService(deps: { users: UsersRepository }) {
  return {
    /** The signed-in user's profile; 401 if the account no longer exists. */
    async getProfile(userId: string): Promise<User> {
      const row = await deps.users.findById(userId);
      if (!row) throw new AppError('UNAUTHORIZED');
      return presentUser(row);
    },
  };
}
