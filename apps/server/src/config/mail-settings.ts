import { z } from 'zod';

// Outgoing mail (password reset links and security notices, issue 29; batched notifications, issue 32) and the limits on asking for reset links.
// Spread into EnvSchema. Without SMTP_URL the server sends no mail, and password recovery by e-mail is off
// (GET /api/auth/password/recovery answers byEmail: false); operators then reset passwords with
// `npm run user:password`.

const positiveInt = z.coerce.number().int().positive();

export const MailEnvShape = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX: positiveInt.default(3),
  RATE_LIMIT_PASSWORD_RESET_IP_MAX: positiveInt.default(20),
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: positiveInt.default(3600),
  NOTIFICATION_MAIL_WINDOW_SECONDS: positiveInt.default(300),
};

type MailSettingName = keyof typeof MailEnvShape;

export const MAIL_DESCRIPTIONS: Record<MailSettingName, { default: string; description: string }> = {
  SMTP_URL: {
    default: '(unset: no mail, no password reset by e-mail)',
    description:
      'Mail server for password reset links, security notices and notification e-mails: smtp://user:password@host:587 (STARTTLS when offered) or smtps://… (TLS, port 465); user and password URL-encoded',
  },
  MAIL_FROM: {
    default: "(the edition's name, at no-reply@ the PUBLIC_URL host)",
    description:
      'Sender of the mails, as a name and an address in angle brackets (e.g. Sym Studio and no-reply@studio.example.com)',
  },
  RATE_LIMIT_PASSWORD_RESET_EMAIL_MAX: {
    default: '3',
    description: 'Password reset links one e-mail address may be sent per reset window (asked for, known or not)',
  },
  RATE_LIMIT_PASSWORD_RESET_IP_MAX: {
    default: '20',
    description: 'Password reset requests per IP per reset window',
  },
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: { default: '3600', description: 'Window of the password reset limits' },
  NOTIFICATION_MAIL_WINDOW_SECONDS: {
    default: '300',
    description:
      'Notification e-mails (mentions, replies, guest comments and verdicts, resolved threads) are batched: at most one mail per user per this many seconds, holding everything that came meanwhile',
  },
};
