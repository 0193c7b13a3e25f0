import type { ShotVersion } from '@sym/contracts';
import type { TFunction } from 'i18next';
import { versionLabel } from '../../approvals';

/** A take's name in the list and the comparison: "v2" for the second picture, "Video v1" for the first clip. */
export function takeLabel(t: TFunction, take: Pick<ShotVersion, 'kind' | 'number'>): string {
  return versionLabel(t, take);
}
