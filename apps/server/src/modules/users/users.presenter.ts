import { AUTH_PROVIDERS, resolveTier, type User } from '@sym/contracts';
import type { UserRow } from '../../db/schema.ts';

type AuthProvider = User['authProvider'];
const isAuthProvider = (value: string): value is AuthProvider => (AUTH_PROVIDERS as readonly string[]).includes(value);

/** The only outward shape of a user (HTTP and socket). Never includes the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    profilePicture: row.profilePicture,
    authProvider: isAuthProvider(row.authProvider) ? row.authProvider : 'email',
    tier: resolveTier(row.tier),
    role: row.role === 'admin' ? 'admin' : 'user',
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hasPassword: row.passwordHash !== null,
  };
}
