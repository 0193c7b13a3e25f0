import {
  PasswordChangeInput,
  PasswordChangeResult,
  PasswordForgotInput,
  PasswordForgotResult,
  PasswordRecovery,
  PasswordResetInput,
  PasswordResetResult,
} from '../passwords.ts';
import { EmptyInput, defineContracts, get, post } from './define.ts';
import { EXAMPLE_USER } from './auth.ts';

/** Changing, adding, and recovering a password by e-mail (issue 29); the auth group of the API reference. */
export const passwordContracts = defineContracts({
  'auth.password.change': {
    summary: 'Change your password (or add one to an account that signs in socially); signs out every other session',
    auth: 'required',
    http: post('/api/auth/password'),
    httpOnly: true,
    sessionOnly: true,
    input: PasswordChangeInput,
    output: PasswordChangeResult,
    example: {
      input: { currentPassword: 'analytical-engine-1843', newPassword: 'difference engine, Babbage 1822' },
      output: { changed: true, otherSessionsSignedOut: 2 },
    },
  },
  'auth.password.recovery': {
    summary: 'Say how a forgotten password can be recovered on this site (by e-mail when it can send mail)',
    auth: 'none',
    http: get('/api/auth/password/recovery'),
    httpOnly: true,
    input: EmptyInput,
    output: PasswordRecovery,
    example: { input: {}, output: { byEmail: true } },
  },
  'auth.password.forgot': {
    summary: 'E-mail a one-hour password reset link; answers the same whether or not the address has an account',
    auth: 'none',
    http: post('/api/auth/password/forgot'),
    httpOnly: true,
    input: PasswordForgotInput,
    output: PasswordForgotResult,
    example: { input: { email: EXAMPLE_USER.email }, output: { accepted: true } },
  },
  'auth.password.reset': {
    summary: "Set a new password with a reset link's token; signs out every session of the account",
    auth: 'none',
    http: post('/api/auth/password/reset'),
    httpOnly: true,
    input: PasswordResetInput,
    output: PasswordResetResult,
    example: {
      input: { token: 'q3J9xV0bLk2Wm7Rt5Yp8Zs1Hd4Fg6Nc0Ae9Ub3Ox', newPassword: 'difference engine, Babbage 1822' },
      output: { reset: true },
    },
  },
});
