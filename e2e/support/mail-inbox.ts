import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the inbox received, parsed as a mail client would. */
export interface InboxMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailInbox {
  /** The SMTP_URL for the app server under test. */
  smtpUrl: string;
  /** Every mail to this address so far, oldest first. */
  mailsTo(address: string): InboxMail[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server (`smtp-server`) on a free loopback port that accepts every mail (no TLS, login optional) and
 * keeps it, parsed with `mailparser`: the journey reads what the app sent the way a mail client would.
 */
export async function startMailInbox(): Promise<MailInbox> {
  const received: InboxMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailsTo: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The reset link of a mail (`<PUBLIC_URL>/reset-password?token=…`). */
export function resetLinkOf(mail: InboxMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
