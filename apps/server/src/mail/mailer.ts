import type { Transporter } from 'nodemailer';
import { brandTitleOf, type Tier } from '@sym/contracts';

/** One mail: plain text for every client, and a simple HTML body beside it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailerConfig {
  /** smtp:// or smtps:// address of the mail server; unset: the server sends no mail. */
  SMTP_URL?: string | undefined;
  MAIL_FROM?: string | undefined;
  APP_TIER: Tier;
  PUBLIC_URL: string;
}

export interface Mailer {
  /** Whether mail can be sent at all (SMTP_URL set): password recovery by e-mail depends on it. */
  isEnabled: boolean;
  /** The sender every mail carries. */
  from: string;
  /**
   * Sends a mail; answers whether the server took it. A failure (server down, refused address) is logged and
   * answered false, never thrown: a mail is a notice beside an operation that has already done its work.
   */
  send(mail: Mail, log: MailLogger): Promise<boolean>;
  close(): void;
}

// A mail server that does not answer must not hold an operation (or its background task) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** The default sender: the edition's name at no-reply@ the public address's host ("Sym Studio <no-reply@…>"). */
export function defaultMailFrom(tier: Tier, publicUrl: string): string {
  return `${brandTitleOf(tier)} <no-reply@${new URL(publicUrl).hostname}>`;
}

/** The mailer the config asks for: SMTP when SMTP_URL is set, else one that sends nothing. */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.MAIL_FROM ?? defaultMailFrom(config.APP_TIER, config.PUBLIC_URL);
  const smtpUrl = config.SMTP_URL;
  if (!smtpUrl) {
    return { isEnabled: false, from, send: async () => false, close: () => undefined };
  }
  // nodemailer loads with the first mail, not at every start of a server that may never send one.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }),
    ));
  return {
    isEnabled: true,
    from,
    async send(mail, log) {
      try {
        const info = (await (await transportOf()).sendMail({ from, ...mail })) as { messageId?: string };
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'Mail sent');
        return true;
      } catch (error) {
        // The address and subject say which mail failed; the error says why (never the body: it may hold a link).
        log.error({ err: error, to: mail.to, subject: mail.subject }, 'Mail could not be sent');
        return false;
      }
    },
    close() {
      void transport?.then((current) => current.close()).catch(() => undefined);
    },
  };
}
