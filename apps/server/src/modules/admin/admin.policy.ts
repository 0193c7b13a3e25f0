import { isSiteAdministrator, serverMessage } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';

/**
 * The caller of an administrative operation, as its session resolved it; or the site's operator at the command
 * line (`npm run admin`), who acts as no account (id null) and is audited under their own name.
 */
export interface AdminActor {
  id: string | null;
  email: string;
  role: string;
}

/** Who may administer the site: its administrators only (a team's owner or admin is not one). */
export const siteAdminPolicy = {
  /** Whether the actor administers the site (users.role 'admin'). */
  canAdminister(actor: Pick<AdminActor, 'role'>): boolean {
    return isSiteAdministrator(actor);
  },
  /** An administrator may not disable their own account: the site would be left without them at once. */
  canDisable(actor: Pick<AdminActor, 'id'>, targetUserId: string): boolean {
    return actor.id !== targetUserId;
  },
};

/** 403 'Only site administrators can do this' (translated) unless the actor administers the site. */
export function assertSiteAdministrator(actor: Pick<AdminActor, 'role'>): void {
  if (!siteAdminPolicy.canAdminister(actor)) throw AppError.withMessage('FORBIDDEN', serverMessage('admin.only'));
}
