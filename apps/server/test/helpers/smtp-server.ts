import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail the fake server received, parsed. */
export interface ReceivedMail {
  from: string;
  /** The From header as written (display name and address). */
  fromHeader: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtpServer {
  /** The SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** The first mail (already received or still to come) to this address whose subject matches, from `since` on. */
  waitForMail(to: string, subject?: RegExp, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** Every mail received for this address so far. */
  mailsTo(to: string): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (`smtp-server`) on a random loopback port that takes every mail (no TLS, login optional)
 * and keeps it, parsed with `mailparser`, so a test reads what the app sent as a mail client would.
 */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            fromHeader: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of [...waiters]) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const mailsTo = (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailsTo,
    waitForMail(to, subject = /.*/, since = 0, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const find = () =>
          mailsTo(to)
            .slice(since)
            .find((mail) => subject.test(mail.subject));
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
        };
        waiters.add(wake);
        wake();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link in a mail (`…/reset-password?token=…`). */
export function resetTokenOf(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!link) throw new Error(`No reset link in: ${mail.text}`);
  return link[1]!;
}
