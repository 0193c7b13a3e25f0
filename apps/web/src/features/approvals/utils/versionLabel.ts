import type { VersionRef } from '@sym/contracts';
import type { TFunction } from 'i18next';

/** A take's short name, numbered per kind: "v2" for the second picture, "Video v1" for the first clip. */
export function versionLabel(t: TFunction, version: Pick<VersionRef, 'kind' | 'number'>): string {
  return t(version.kind === 'video' ? 'approvals.version.video' : 'approvals.version.image', { n: version.number });
}
