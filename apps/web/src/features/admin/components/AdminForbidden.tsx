import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Notice } from '../../../ui';

/** What a signed-in user who does not administer the site sees at /admin (the server would answer 403 too). */
export function AdminForbidden() {
  const { t } = useTranslation();
  return <Notice icon="alert" title={t('admin.forbidden.title')} message={t('admin.forbidden.message')} />;
}
