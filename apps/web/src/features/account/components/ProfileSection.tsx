import type { User } from '@sym/contracts';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { SettingsSection } from '../../../ui';

/** Names of the identity providers (proper names, the same in every language). */
const PROVIDER_NAMES: Record<Exclude<User['authProvider'], 'email'>, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'Twitter',
  auth0: 'Auth0',
};

/** Name, e-mail and how the user signs in, read-only. */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const provider = user.authProvider === 'email' ? null : PROVIDER_NAMES[user.authProvider];
  let method: string;
  if (!provider) method = t('account.settings.profile.methods.password');
  else if (user.hasPassword) method = t('account.settings.profile.methods.socialAndPassword', { provider });
  else method = t('account.settings.profile.methods.social', { provider });

  const rows: [label: string, value: string][] = [
    [t('account.settings.profile.name'), user.name],
    [t('account.settings.profile.email'), user.email],
    [t('account.settings.profile.method'), method],
  ];

  return (
    <SettingsSection
      title={t('account.settings.profile.title')}
      description={t('account.settings.profile.description')}
    >
      <dl className="divide-y divide-line rounded-xl border border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="min-w-0 text-sm font-medium break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsSection>
  );
}
