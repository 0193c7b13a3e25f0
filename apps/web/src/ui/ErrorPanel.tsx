import type { ReactNode } from 'react';
import { RECOVERY_ICON_PATHS } from './recoveryIcons';
import { StrokeIcon } from './StrokeIcon';

interface ErrorPanelProps {
  title: string;
  message: string;
  /** Buttons offered to recover. */
  actions: ReactNode;
  /** Small print under the actions, e.g. the error id. */
  footnote?: string;
  /** 'page' fills the viewport; 'inline' fits inside a layout. */
  layout?: 'page' | 'inline';
}

export function ErrorPanel({ title, message, actions, footnote, layout = 'inline' }: ErrorPanelProps) {
  const panel = (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-lg flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm"
    >
      <span className="mb-4 grid size-12 place-items-center rounded-xl bg-danger/10 text-danger">
        <StrokeIcon path={RECOVERY_ICON_PATHS.alert} className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-fg">{title}</h1>
      <p className="mt-2 text-sm text-fg-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>
      {footnote && <p className="mt-5 font-mono text-xs text-fg-subtle select-all">{footnote}</p>}
    </section>
  );
  if (layout === 'inline') return <div className="py-10">{panel}</div>;
  return <div className="grid min-h-dvh place-items-center bg-canvas px-4">{panel}</div>;
}
