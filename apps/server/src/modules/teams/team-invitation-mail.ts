import { htmlBody, plainBody } from '../../mail/mail-html.ts';
import type { Mail, MailLogger } from '../../mail/mailer.ts';
import type { Outbox } from '../../mail/outbox.ts';

/** What an invitation mail names: who invites whom to which team, with which role, and the link. */
export interface InvitationMailContext {
  to: string;
  teamName: string;
  inviterName: string;
  inviterEmail: string;
  role: string;
  url: string;
  expiresAt: Date;
  /** The edition's name, "Sym Studio" or "Motion Maker Studio". */
  brand: string;
}

/** The invitation to join a team: the link works once, until it expires, for the invited address only. */
export function teamInvitationMail(context: InvitationMailContext): Mail {
  const subject = `${context.inviterName} invited you to the team ${context.teamName} on ${context.brand}`;
  const paragraphs = [
    'Hello,',
    `${context.inviterName} (${context.inviterEmail}) invited you to join the team "${context.teamName}" on ${context.brand} as ${context.role}. Open this link to accept:`,
    context.url,
    `The link works once, until ${context.expiresAt.toUTCString()}. Sign in, or create an account, with this e-mail address (${context.to}) to accept it.`,
    'If you did not expect this invitation, ignore this mail: nothing happens unless you accept.',
  ];
  return { to: context.to, subject, text: plainBody(paragraphs), html: htmlBody(subject, paragraphs) };
}

/** Sends invitation mails after the answer has left, when the site sends mail at all (SMTP_URL set). */
export class TeamInvitationMail {
  constructor(private readonly deps: { outbox: Outbox; brand: string }) {}

  /** Whether the site sends mail (SMTP_URL set): the invitation says so in its answer (`emailed`). */
  get isEnabled(): boolean {
    return this.deps.outbox.mailer.isEnabled;
  }

  /** Queues the invitation mail; answers whether one goes out (false: the inviter passes the link on). */
  send(context: Omit<InvitationMailContext, 'brand'>, log: MailLogger): boolean {
    if (!this.isEnabled) return false;
    const mail = teamInvitationMail({ ...context, brand: this.deps.brand });
    this.deps.outbox.later(() => this.deps.outbox.mailer.send(mail, log), log);
    return true;
  }
}
