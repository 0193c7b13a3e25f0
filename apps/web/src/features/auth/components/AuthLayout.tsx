import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { LanguageSwitcher } from '../../../app/i18n';
import { ThemeToggle } from '../../../app/theme';
import { BrandTitle, useDocumentTitle } from '../../../app/tier';
import { Icon, type IconName } from '../../../ui';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

const HIGHLIGHTS: { key: 'assets' | 'storyboard' | 'export'; icon: IconName }[] = [
  { key: 'assets', icon: 'sparkles' },
  { key: 'storyboard', icon: 'film' },
  { key: 'export', icon: 'check' },
];

/** Two-column sign-in frame: brand story on the left (large screens), the form card on the right. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);

  return (
    <div className="grid min-h-dvh bg-canvas lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden border-r border-line bg-surface lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_50%_at_20%_10%,var(--color-accent-soft),transparent_70%),radial-gradient(50%_40%_at_90%_90%,var(--color-accent-soft),transparent_70%)]"
        />
        <div className="relative">
          <BrandTitle size="lg" />
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl leading-tight font-semibold tracking-tight text-fg">{t('auth.tagline')}</p>
          <ul className="mt-8 space-y-4">
            {HIGHLIGHTS.map(({ key, icon }) => (
              <li key={key} className="flex items-start gap-3 text-sm text-fg-muted">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg border border-line bg-elevated text-accent">
                  <Icon name={icon} className="size-4" />
                </span>
                <span className="pt-1.5">{t(`auth.highlights.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="relative grid grid-cols-4 gap-2 opacity-80">
          {['from-accent/50', 'from-accent/30', 'from-accent/40', 'from-accent/20'].map((tone) => (
            <div
              key={tone}
              className={`aspect-video rounded-md border border-line bg-gradient-to-br ${tone} to-transparent`}
            />
          ))}
        </div>
      </aside>

      <main className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          <span className="lg:invisible">
            <BrandTitle />
          </span>
          <div className="flex items-center gap-2">
            <LanguageSwitcher isLabelHidden />
            <ThemeToggle />
          </div>
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-sm">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
            <p className="mt-1.5 text-sm text-fg-muted">{subtitle}</p>
            <div className="mt-8">{children}</div>
            <p className="mt-8 text-center text-sm text-fg-muted">{footer}</p>
          </div>
        </div>
      </main>
    </div>
  );
}
