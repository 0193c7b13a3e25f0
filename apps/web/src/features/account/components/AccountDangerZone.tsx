import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate } from 'react-router';
import { Button, Icon, SettingsSection } from '../../../ui';
import { useAuth } from '../../auth';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Deleting the account, behind its confirmation dialog; the sign-in page then says the account is gone. */
export function AccountDangerZone() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);

  const handleDeleted = async () => {
    await logout({ reason: 'accountDeleted' });
    navigate('/login', { replace: true });
  };

  return (
    <SettingsSection
      isDanger
      title={t('account.settings.danger.title')}
      description={t('account.settings.danger.description')}
    >
      <div className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-fg">{t('account.delete.title')}</p>
          <p className="text-xs text-fg-muted">{t('account.settings.danger.hint')}</p>
        </div>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          <Icon name="trash" className="size-4" />
          {t('account.settings.danger.delete')}
        </Button>
      </div>
      <DeleteAccountDialog isOpen={isOpen} onClose={() => setIsOpen(false)} onDeleted={handleDeleted} />
    </SettingsSection>
  );
}
