import { z } from 'zod';
import { Email, LIMITS } from './limits.ts';
import { PASSWORD_MESSAGES } from './password-policy.ts';

/** A password being chosen (sign-up, change, reset): 8 characters at least; its strength is the server's check. */
export const NewPassword = z.string().min(8, PASSWORD_MESSAGES.tooShort).max(LIMITS.passwordMax);

/**
 * Changing the signed-in user's password. `currentPassword` is required when the account has one
 * (`User.hasPassword`); an account that only signs in socially adds its first password without it.
 */
export const PasswordChangeInput = z.object({
  currentPassword: z.string().max(LIMITS.passwordMax).optional(),
  newPassword: NewPassword,
});
export type PasswordChangeInput = z.infer<typeof PasswordChangeInput>;

/** The password was changed; every other session of the user (and its sockets) was signed out. */
export const PasswordChangeResult = z.object({
  changed: z.literal(true),
  otherSessionsSignedOut: z.number().int().min(0),
});
export type PasswordChangeResult = z.infer<typeof PasswordChangeResult>;

/** How a forgotten password can be recovered here: by an e-mailed link when the site can send mail. */
export const PasswordRecovery = z.object({ byEmail: z.boolean() });
export type PasswordRecovery = z.infer<typeof PasswordRecovery>;

export const PasswordForgotInput = z.object({ email: Email });
export type PasswordForgotInput = z.infer<typeof PasswordForgotInput>;

/** The same answer whether or not an account uses the address (no account enumeration). */
export const PasswordForgotResult = z.object({ accepted: z.literal(true) });
export type PasswordForgotResult = z.infer<typeof PasswordForgotResult>;

/** Setting a new password with the token of an e-mailed reset link (`/reset-password?token=…`). */
export const PasswordResetInput = z.object({
  token: z.string().min(1, PASSWORD_MESSAGES.resetLinkInvalid).max(200, PASSWORD_MESSAGES.resetLinkInvalid),
  newPassword: NewPassword,
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

/** The password was reset; every session of the user was signed out (sign in again with the new password). */
export const PasswordResetResult = z.object({ reset: z.literal(true) });
export type PasswordResetResult = z.infer<typeof PasswordResetResult>;

/** Answer of signing out every other session of the caller: how many were signed out. */
export const SessionsRevokeOthersResult = z.object({ revoked: z.number().int().min(0) });
export type SessionsRevokeOthersResult = z.infer<typeof SessionsRevokeOthersResult>;
