import { htmlBody, plainBody } from '../../mail/mail-html.ts';
import type { Mail, MailBrand, MailLogger } from '../../mail/mailer.ts';
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
  /** The product name: the team's white label, else the site's, else the edition's ("Motion Maker Studio"). */
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

export interface TeamInvitationMailDeps {
  outbox: Outbox;
  /** The edition's name, when no white label applies. */
  brand: string;
  /** The team's brand (its white label, else the site's): product name and sender name. */
  brandOf?: (teamId: string) => Promise<MailBrand>;
}

/**
 * Sends invitation mails after the answer has left, when the site sends mail at all (SMTP_URL set), signed with
 * the team's brand.
 */
export class TeamInvitationMail {
  constructor(private readonly deps: TeamInvitationMailDeps) {}

  /** Whether the site sends mail (SMTP_URL set): the invitation says so in its answer (`emailed`). */
  get isEnabled(): boolean {
    return this.deps.outbox.mailer.isEnabled;
  }

  /** Queues the invitation mail; answers whether one goes out (false: the inviter passes the link on). */
  send(teamId: string, context: Omit<InvitationMailContext, 'brand'>, log: MailLogger): boolean {
    if (!this.isEnabled) return false;
    this.deps.outbox.later(async () => {
      const brand = (await this.deps.brandOf?.(teamId)) ?? { productName: this.deps.brand };
      const mail = teamInvitationMail({ ...context, brand: brand.productName });
      await this.deps.outbox.mailer.send({ ...mail, fromName: brand.senderName }, log);
    }, log);
    return true;
  }
}
