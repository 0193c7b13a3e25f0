/** Class names of header navigation links; `isActive` comes from NavLink. */
export function headerLinkClasses({ isActive }: { isActive: boolean }): string {
  return (
    'rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
    (isActive ? 'bg-elevated text-fg' : 'text-fg-muted hover:bg-elevated hover:text-fg')
  );
}

/** Underlined tab of the project section bar. */
export function projectTabClasses({ isActive }: { isActive: boolean }): string {
  return (
    '-mb-px inline-flex h-10 items-center border-b-2 px-1 text-sm font-medium whitespace-nowrap transition-colors ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
    (isActive ? 'border-accent text-fg' : 'border-transparent text-fg-muted hover:border-line-strong hover:text-fg')
  );
}
