import { LoginInput, LogoutInput, RefreshInput, RegisterInput, SessionIdParams } from '../auth.ts';
import { EmptyInput, PendingOutput, defineContracts, del, get, post } from './define.ts';

export const authContracts = defineContracts({
  'auth.register': {
    summary: 'Register auth',
    auth: 'none',
    http: post('/api/auth/register'),
    httpOnly: true,
    input: RegisterInput,
    output: PendingOutput,
  },
  'auth.login': {
    summary: 'Login auth',
    auth: 'none',
    http: post('/api/auth/login'),
    httpOnly: true,
    input: LoginInput,
    output: PendingOutput,
  },
  'auth.refresh': {
    summary: 'Refresh auth',
    auth: 'none',
    http: post('/api/auth/refresh'),
    httpOnly: true,
    input: RefreshInput,
    output: PendingOutput,
  },
  'auth.logout': {
    summary: 'Logout auth',
    auth: 'required',
    http: post('/api/auth/logout'),
    httpOnly: true,
    sessionOnly: true,
    input: LogoutInput,
    output: PendingOutput,
  },
  'auth.sessions.list': {
    summary: 'List auth sessions',
    auth: 'required',
    http: get('/api/auth/sessions'),
    httpOnly: true,
    sessionOnly: true,
    input: EmptyInput,
    output: PendingOutput,
  },
  'auth.sessions.revoke': {
    summary: 'Revoke auth sessions',
    auth: 'required',
    http: del('/api/auth/sessions/:sessionId'),
    httpOnly: true,
    sessionOnly: true,
    input: SessionIdParams,
    output: PendingOutput,
  },
});
