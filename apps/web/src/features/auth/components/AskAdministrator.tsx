import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Icon } from '../../../ui';

/** The operator command that sets a new password on a site that sends no mail (apps/server user:password). */
export const RESET_PASSWORD_COMMAND = 'npm run user:password -- --email <address>';

/** A site without mail: only its administrator can set a new password, with the operator command. */
export function AskAdministrator() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 text-sm">
      <div className="flex items-start gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
          <Icon name="info" className="size-4" />
        </span>
        <p className="pt-1 text-fg">{t('auth.forgot.askAdministrator')}</p>
      </div>
      <p className="text-fg-muted">{t('auth.forgot.operatorCommand')}</p>
      <code className="block overflow-x-auto rounded-lg bg-elevated px-3 py-2 text-xs whitespace-nowrap text-fg">
        {RESET_PASSWORD_COMMAND}
      </code>
    </section>
  );
}
