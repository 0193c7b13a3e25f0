import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { PageHeader } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { NotificationSettingsSection } from '../../notifications';
import { AccountDangerZone } from './AccountDangerZone';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** /settings: the signed-in user's profile, password, signed-in sessions, notification e-mails and the danger zone. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const title = t('pages.settings.title');
  useDocumentTitle(title);
  const user = useCurrentUser();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('pages.settings.description')} />
      <ProfileSection user={user} />
      <PasswordSection user={user} />
      <SessionsSection />
      <NotificationSettingsSection />
      <AccountDangerZone />
    </div>
  );
}
