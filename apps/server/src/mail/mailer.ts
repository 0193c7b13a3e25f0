import type { Transporter } from 'nodemailer';
import { brandTitleOf, type Tier } from '@sym/contracts';

/** One mail: plain text for every client, and a simple HTML body beside it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name (a white label's), at the configured sender's address; else the configured one. */
  fromName?: string | undefined;
}

/** What a mail is signed with: the product it names, and (with a white label) the sender's display name. */
export interface MailBrand {
  productName: string;
  senderName?: string;
}

/** The address of a sender written as `Name <address>` or bare. */
export function senderAddressOf(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return (match ? match[1]! : from).trim();
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

/** The mailer of a site that sends no mail (SMTP_URL unset): every mail is answered "not sent". */
export class DisabledMailer implements Mailer {
  readonly isEnabled = false;

  constructor(readonly from: string) {}

  /** Sends nothing. */
  async send(): Promise<boolean> {
    return false;
  }

  /** Nothing to close. */
  close(): void {}
}

/** Mail through an SMTP server (SMTP_URL); nodemailer loads with the first mail, not at every server start. */
export class SmtpMailer implements Mailer {
  readonly isEnabled = true;
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly smtpUrl: string,
    readonly from: string,
  ) {}

  /** Sends one mail; a failure is logged and answered false. */
  async send(mail: Mail, log: MailLogger): Promise<boolean> {
    try {
      const { fromName, ...content } = mail;
      // nodemailer quotes the display name as needed; the address stays the configured sender's.
      const from = fromName ? { name: fromName, address: senderAddressOf(this.from) } : this.from;
      const info = (await (await this.transportOf()).sendMail({ from, ...content })) as { messageId?: string };
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'Mail sent');
      return true;
    } catch (error) {
      // The address and subject say which mail failed; the error says why (never the body: it may hold a link).
      log.error({ err: error, to: mail.to, subject: mail.subject }, 'Mail could not be sent');
      return false;
    }
  }

  /** Closes the connection to the mail server, if one was opened. */
  close(): void {
    void this.transport?.then((current) => current.close()).catch(() => undefined);
  }

  private transportOf(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((nodemailer) =>
      nodemailer.createTransport({ url: this.smtpUrl, ...TIMEOUTS }),
    );
    return this.transport;
  }
}

/** The mailer the config asks for: SMTP when SMTP_URL is set, else one that sends nothing. */
export function selectMailer(config: MailerConfig): Mailer {
  const from = config.MAIL_FROM ?? defaultMailFrom(config.APP_TIER, config.PUBLIC_URL);
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, from) : new DisabledMailer(from);
}
