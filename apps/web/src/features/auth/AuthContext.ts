import type { LoginInput, RegisterInput, SocialCallbackInput, User } from '@sym/contracts';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /** Finishes a social sign-in after the provider returned with ?code&state. */
  completeSocialSignIn(input: SocialCallbackInput): Promise<User>;
  /** Ends the session on the server and locally; the next start skips restoring. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
