import { z } from 'zod';
import { REGISTRATION_MODES } from '@sym/contracts';

// Site administration (issue 33): who may register, and who administers the site. Spread into EnvSchema. An
// administrator's choice of registration mode (the admin screen, table site_settings) overrides REGISTRATION.

export const SiteAdminEnvShape = {
  REGISTRATION: z.enum(REGISTRATION_MODES).default('open'),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be e-mail addresses, comma separated' }))),
};

type SiteAdminSettingName = keyof typeof SiteAdminEnvShape;

export const SITE_ADMIN_DESCRIPTIONS: Record<SiteAdminSettingName, { default: string; description: string }> = {
  REGISTRATION: {
    default: 'open',
    description:
      'Who may create an account: open (anyone), invite-only (only an e-mail address with an open team invitation) or closed (nobody); the first user of an empty site always may. An administrator can change it at run time on the admin screen, which then wins',
  },
  ADMIN_EMAILS: {
    default: '(none: the first user is the administrator)',
    description:
      'E-mail addresses of site administrators, comma separated: such an account becomes an administrator when it registers or signs in (the first user of the site always is one). Register these accounts yourself first: registration does not verify e-mail addresses',
  },
};
