/** Initials: first letters of up to two words of the name, else of the e-mail. */
export function initialsOf(nameOrEmail: string | null | undefined): string {
  const source = (nameOrEmail ?? '').trim();
  if (!source) return '?';
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}
