import { PASSWORD_MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@sym/contracts';
import { htmlBody, plainBody } from '../../mail/mail-html.ts';
import type { Mail } from '../../mail/mailer.ts';

/** What a notice mail names: the account, the site, and where the change came from. */
export interface NoticeContext {
  to: string;
  name: string;
  /** The edition's name, "Sym Studio" or "Motion Maker Studio". */
  brand: string;
  publicUrl: string;
}

/** How the password came to change, which says what happened to the account's sessions. */
export type PasswordChangeKind = 'changed' | 'added' | 'reset' | 'operator';

export interface ChangeOrigin {
  kind: PasswordChangeKind;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}

const SESSIONS_LINE: Record<PasswordChangeKind, string> = {
  changed: 'Every other device and browser signed in to your account was signed out.',
  added: 'You can now also sign in with your e-mail address and this password. Every other device was signed out.',
  reset: 'It was set with a password reset link sent to this address. Every device was signed out.',
  operator: "It was set by the site's administrator. Every device was signed out.",
};

function mail(context: NoticeContext, subject: string, paragraphs: string[]): Mail {
  return { to: context.to, subject, text: plainBody(paragraphs), html: htmlBody(subject, paragraphs) };
}

/** The link to reset a forgotten password; it works once, for an hour. */
export function resetLinkMail(context: NoticeContext, link: string): Mail {
  return mail(context, `Reset your ${context.brand} password`, [
    `Hello ${context.name},`,
    `Someone (we hope you) asked to reset the password of your ${context.brand} account (${context.to}). Open this link to choose a new one:`,
    link,
    `The link works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs out every device.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ]);
}

/**
 * The notice that the password changed ("Your password was changed"): when, from which device and address, and
 * what to do if it was not the account's owner.
 */
export function passwordChangedMail(context: NoticeContext, origin: ChangeOrigin): Mail {
  return mail(context, PASSWORD_MESSAGES.changed, [
    `Hello ${context.name},`,
    `The password of your ${context.brand} account (${context.to}) was ${origin.kind === 'added' ? 'set' : 'changed'} on ${origin.at.toUTCString()}.`,
    `Device: ${origin.userAgent?.slice(0, 200) || 'unknown'}\nIP address: ${origin.ip ?? 'unknown'}`,
    SESSIONS_LINE[origin.kind],
    'If this was you, there is nothing to do.',
    `If it was not you, someone else may be in your account: open ${context.publicUrl}/login, choose "Forgot password?" to set a new password (that signs every device out), and tell the site's administrator.`,
  ]);
}
