import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui';

interface CreditsLinkProps {
  /** Loaded balance; '—' is shown until there is one. */
  balance?: number | null;
  className?: string;
}

/** Link to /credits showing the balance (spec §2: placeholder until loaded). */
export function CreditsLink({ balance = null, className = '' }: CreditsLinkProps) {
  const { t, i18n } = useTranslation();
  const shown = balance === null ? '—' : new Intl.NumberFormat(i18n.resolvedLanguage).format(balance);
  return (
    <Link
      to="/credits"
      title={t('nav.creditsBalance')}
      aria-label={t('nav.creditsLabel', { balance: shown })}
      className={`inline-flex h-8 items-center gap-1.5 rounded-full border border-line bg-surface px-3 text-sm font-medium text-fg transition-colors hover:border-line-strong hover:bg-elevated focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${className}`}
    >
      <Icon name="coins" className="size-4 text-accent" />
      <span className="tabular-nums">{shown}</span>
    </Link>
  );
}
