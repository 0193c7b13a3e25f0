/**
 * A user's role on the site (issue 33): 'admin' administers it (users, credits, tiers, registration). The first
 * user of a site and every address in ADMIN_EMAILS is one. Team roles (entities/team.ts) are another thing.
 */
export const SITE_ROLES = ['user', 'admin'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];

/** Whether the user administers the site. */
export function isSiteAdministrator(user: { role: string }): boolean {
  return user.role === 'admin';
}
