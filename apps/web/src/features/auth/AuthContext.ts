import type { LoginInput, RegisterInput, SocialCallbackInput, User } from '@sym/contracts';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Why a session ended, when the sign-in page should say so. */
export type SignOutReason = 'accountDeleted' | 'passwordReset';

export interface LogoutOptions {
  /** Either reason means the server already ended every session, so only the local sign-out runs. */
  reason?: SignOutReason;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Set by a logout with a reason until the next sign-in; the sign-in page tells the user. */
  signOutReason: SignOutReason | null;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /** Finishes a social sign-in after the provider returned with ?code&state. */
  completeSocialSignIn(input: SocialCallbackInput): Promise<User>;
  /** Ends the session on the server and locally; the next start skips restoring. */
  logout(options?: LogoutOptions): Promise<void>;
  /** Reads the signed-in user again (after a change such as adding a password). */
  refreshUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
