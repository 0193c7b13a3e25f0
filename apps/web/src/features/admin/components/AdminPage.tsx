import { isSiteAdministrator } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useDocumentTitle } from '../../../app/tier';
import { PageHeader, SubTabs } from '../../../ui';
import { useCurrentUser } from '../../auth';
import { AdminAuditTab } from './AdminAuditTab';
import { AdminForbidden } from './AdminForbidden';
import { AdminModelsTab } from './AdminModelsTab';
import { AdminSystemTab } from './AdminSystemTab';
import { AdminTeamsTab } from './AdminTeamsTab';
import { AdminUsersTab } from './AdminUsersTab';
import { RegistrationSettings } from './RegistrationSettings';

const TABS = ['users', 'teams', 'registration', 'models', 'system', 'audit'] as const;
type AdminTab = (typeof TABS)[number];
const TAB_PREFIX = 'admin-tab';

/** /admin: the site administration (users, teams, registration, model prices, system, audit log), administrators only. */
export function AdminPage() {
  const { t } = useTranslation();
  const title = t('pages.admin.title');
  useDocumentTitle(title);
  const user = useCurrentUser();
  const [tab, setTab] = useState<AdminTab>('users');
  const isAdministrator = isSiteAdministrator(user);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={t('pages.admin.description')} />
      {isAdministrator ? (
        <>
          <SubTabs
            label={t('admin.tabs.label')}
            items={TABS.map((id) => ({ id, label: t(`admin.tabs.${id}`) }))}
            activeId={tab}
            onChange={setTab}
            idPrefix={TAB_PREFIX}
          />
          <div role="tabpanel" aria-labelledby={`${TAB_PREFIX}-${tab}`}>
            {tab === 'users' && <AdminUsersTab currentUserId={user.id} />}
            {tab === 'teams' && <AdminTeamsTab />}
            {tab === 'registration' && <RegistrationSettings />}
            {tab === 'models' && <AdminModelsTab />}
            {tab === 'system' && <AdminSystemTab />}
            {tab === 'audit' && <AdminAuditTab />}
          </div>
        </>
      ) : (
        <AdminForbidden />
      )}
    </div>
  );
}
