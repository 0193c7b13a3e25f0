import type { ConsistencyFinding } from '@sym/contracts';
import type { TFunction } from 'i18next';

/** A finding as one plain sentence (shown, and posted as a comment), shots by their numbers. */
export function consistencyText(t: TFunction, finding: ConsistencyFinding, numberOf: (shotId: string) => number) {
  const shots = (ids: readonly string[]) =>
    ids
      .map(numberOf)
      .sort((a, b) => a - b)
      .join(', ');
  if (finding.kind === 'contradiction') {
    const values = finding.values
      .map((entry) => {
        const where = [
          ...(entry.inLook ? [t('storyboard.consistency.inLook')] : []),
          ...(entry.shotIds.length > 0
            ? [t('storyboard.consistency.inShots', { shots: shots(entry.shotIds), count: entry.shotIds.length })]
            : []),
        ].join(', ');
        return `${entry.value} (${where})`;
      })
      .join(t('storyboard.consistency.or'));
    return t('storyboard.consistency.contradiction', { name: finding.name, thing: finding.thing, values });
  }
  return t(`storyboard.consistency.${finding.kind}`, {
    name: finding.name,
    shots: shots(finding.shotIds),
    count: finding.shotIds.length,
  });
}

/** The shot a finding's comment goes on: its first shot, else none (the whole episode). */
export function findingShot(finding: ConsistencyFinding, numberOf: (shotId: string) => number): string | undefined {
  const ids = finding.kind === 'contradiction' ? finding.values.flatMap((entry) => entry.shotIds) : finding.shotIds;
  return [...ids].sort((a, b) => numberOf(a) - numberOf(b))[0];
}
