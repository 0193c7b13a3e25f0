import type { UserRow } from '../../db/schema.ts';
import type { Mail, MailBrand, MailLogger } from '../../mail/mailer.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { passwordChangedMail, resetLinkMail, type ChangeOrigin, type NoticeContext } from './password-notices.ts';

export interface PasswordMailDeps {
  outbox: Outbox;
  /** The edition's name in mails ("Sym Studio"), where no white label applies. */
  brand: string;
  /** The site's white label (name and sender), asked for each mail. */
  brandOf?: () => Promise<MailBrand>;
  publicUrl: string;
}

/** The mails of the password operations, sent after the answer has left (when the site sends mail). */
export class PasswordMail {
  constructor(private readonly deps: PasswordMailDeps) {}

  /** Whether the site sends mail at all (SMTP_URL set): recovery by e-mail depends on it. */
  get isEnabled(): boolean {
    return this.deps.outbox.mailer.isEnabled;
  }

  /** Runs the task after the answer has left; its failure is logged. */
  later(task: () => Promise<unknown>, log: MailLogger): void {
    this.deps.outbox.later(task, log);
  }

  /** Sends "Your password was changed" to the account after the answer has left (when the site sends mail). */
  sendChangeNotice(user: Pick<UserRow, 'email' | 'name'>, origin: ChangeOrigin, log: MailLogger): void {
    if (!this.isEnabled) return;
    this.later(() => this.sendBranded(user, (context) => passwordChangedMail(context, origin), log), log);
  }

  /** Sends the reset link now (the caller is already past the answer); answers whether the server took it. */
  sendResetLink(user: Pick<UserRow, 'email' | 'name'>, link: string, log: MailLogger): Promise<boolean> {
    return this.sendBranded(user, (context) => resetLinkMail(context, link), log);
  }

  /** Resolves once every mail started so far is sent (or failed); for tests and a graceful stop. */
  whenIdle(): Promise<void> {
    return this.deps.outbox.whenIdle();
  }

  /** The mail made for the user under the site's brand (its name in the text, its sender name on the mail). */
  private async sendBranded(
    user: Pick<UserRow, 'email' | 'name'>,
    make: (context: NoticeContext) => Mail,
    log: MailLogger,
  ): Promise<boolean> {
    const brand = (await this.deps.brandOf?.()) ?? { productName: this.deps.brand };
    const context = { to: user.email, name: user.name, brand: brand.productName, publicUrl: this.deps.publicUrl };
    return this.deps.outbox.mailer.send({ ...make(context), fromName: brand.senderName }, log);
  }
}
