import {
  AuthResult,
  AuthTokens,
  LoginInput,
  LogoutInput,
  LogoutResult,
  RefreshInput,
  RegisterInput,
  SessionIdParams,
  SessionList,
  SessionRevokeResult,
} from '../auth.ts';
import { SessionsRevokeOthersResult } from '../passwords.ts';
import type { User } from '../entities/user.ts';
import { EmptyInput, defineContracts, del, get, post } from './define.ts';

/** The user of the examples of the auth, social and users operations. */
export const EXAMPLE_USER: User = {
  id: '6f1c7c1e-4a0e-4b7a-9f55-2f0f3a7e9a11',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  emailVerified: false,
  profilePicture: null,
  authProvider: 'email',
  tier: 'sym',
  role: 'user',
  lastLogin: '2026-11-27T09:15:00.000Z',
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-11-27T09:15:00.000Z',
  hasPassword: true,
};

/** Example tokens: a signed access token (JWT) and an opaque refresh token. */
export const EXAMPLE_TOKENS: AuthTokens = {
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiI2ZjFjN2MxZSJ9.c2lnbmF0dXJl',
  refreshToken: 'r1Jm0q8ZtX4kVb2nP6sWc9yLd3fHg7aE',
};

const EXAMPLE_SESSION_ID = '2b7e9c4d-81f3-4c5a-b6d2-0e9f8a7b6c5d';

export const authContracts = defineContracts({
  'auth.register': {
    summary: 'Create an account with e-mail and password and sign in',
    auth: 'none',
    http: post('/api/auth/register'),
    httpOnly: true,
    input: RegisterInput,
    output: AuthResult,
    example: {
      input: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine-1843' },
      output: { ...EXAMPLE_TOKENS, user: EXAMPLE_USER },
    },
  },
  'auth.login': {
    summary: 'Sign in with e-mail and password',
    auth: 'none',
    http: post('/api/auth/login'),
    httpOnly: true,
    input: LoginInput,
    output: AuthResult,
    example: {
      input: { email: 'ada@example.com', password: 'analytical-engine-1843' },
      output: { ...EXAMPLE_TOKENS, user: EXAMPLE_USER },
    },
  },
  'auth.refresh': {
    summary: 'Exchange a refresh token for a new token pair',
    auth: 'none',
    http: post('/api/auth/refresh'),
    httpOnly: true,
    input: RefreshInput,
    output: AuthTokens,
    example: { input: { refreshToken: EXAMPLE_TOKENS.refreshToken }, output: EXAMPLE_TOKENS },
  },
  'auth.logout': {
    summary: 'Sign out of the current session',
    auth: 'required',
    http: post('/api/auth/logout'),
    httpOnly: true,
    sessionOnly: true,
    input: LogoutInput,
    output: LogoutResult,
    example: { input: {}, output: { loggedOut: true } },
  },
  'auth.sessions.list': {
    summary: "List the signed-in user's active sessions",
    auth: 'required',
    http: get('/api/auth/sessions'),
    httpOnly: true,
    sessionOnly: true,
    input: EmptyInput,
    output: SessionList,
    example: {
      input: {},
      output: [
        {
          sessionId: EXAMPLE_SESSION_ID,
          createdAt: '2026-11-20T10:00:00.000Z',
          lastUsedAt: '2026-11-27T09:15:00.000Z',
          expiresAt: '2026-12-27T09:15:00.000Z',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
          ip: '203.0.113.7',
          current: true,
        },
      ],
    },
  },
  'auth.sessions.revoke': {
    summary: 'Sign out one of your sessions',
    auth: 'required',
    http: del('/api/auth/sessions/:sessionId'),
    httpOnly: true,
    sessionOnly: true,
    input: SessionIdParams,
    output: SessionRevokeResult,
    example: {
      input: { sessionId: EXAMPLE_SESSION_ID },
      output: { revoked: true, sessionId: EXAMPLE_SESSION_ID },
    },
  },
  'auth.sessions.revokeOthers': {
    summary: 'Sign out every other session of yours (other devices and browsers), at once',
    auth: 'required',
    http: del('/api/auth/sessions'),
    httpOnly: true,
    sessionOnly: true,
    input: EmptyInput,
    output: SessionsRevokeOthersResult,
    example: { input: {}, output: { revoked: 2 } },
  },
});
