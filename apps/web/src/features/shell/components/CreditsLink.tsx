import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { Icon } from '../../../ui';
import { useCreditsBalance } from '../../credits';

/** Link to /credits showing the live balance (spec §2: '—' until it is loaded). */
export function CreditsLink({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const balance = useCreditsBalance().data?.balance ?? null;
  const shown = balance === null ? '—' : new Intl.NumberFormat(i18n.resolvedLanguage).format(balance);
  return (
    <Link
      to="/credits"
      title={t('nav.creditsBalance')}
      aria-label={t('nav.creditsLabel', { balance: shown })}
      data-testid="header-credits"
      className={`inline-flex h-8 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-fg transition-colors hover:border-line-strong hover:bg-elevated focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
    >
      <Icon name="coins" className="size-4 text-accent" />
      <span className="tabular-nums">{shown}</span>
    </Link>
  );
}
