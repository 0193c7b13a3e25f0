import { getLimit, isWithinLimit, TIER_CONFIGS, UNLIMITED, type LimitKey, type TierConfig } from '@sym/contracts';
import { AppError } from '../../errors/app-error.ts';

interface LimitWording {
  label: string;
  plural: string;
  scope: string;
}

const WORDING: Partial<Record<LimitKey, LimitWording>> = {
  projects: { label: 'Project', plural: 'projects', scope: '' },
  collaborators: { label: 'Collaborator', plural: 'collaborators', scope: ' per project' },
  scenariosPerProject: { label: 'Episode', plural: 'episodes', scope: ' per project' },
  assetsPerProject: { label: 'Asset', plural: 'assets', scope: ' per project' },
};

const PRO = TIER_CONFIGS.motionmaker;

/**
 * The 403 text of a tier limit: names the limit and, below the professional edition, the upgrade path, e.g.
 * 'Project limit reached (10 on Sym). Upgrade to Motion Maker Pro for unlimited projects.'
 */
export function limitReachedMessage(entitlement: TierConfig, key: LimitKey): string {
  const wording = WORDING[key] ?? { label: key, plural: key, scope: '' };
  const reached = `${wording.label} limit reached (${getLimit(entitlement, key)}${wording.scope} on ${entitlement.name}).`;
  if (entitlement.level >= PRO.level) return reached;
  const proLimit = getLimit(PRO, key);
  const offer = proLimit === UNLIMITED ? `unlimited ${wording.plural}` : `up to ${proLimit} ${wording.plural}`;
  return `${reached} Upgrade to ${PRO.displayName} for ${offer}.`;
}

/** Throws 403 with the limit's text unless `current` items may grow by one under the entitlement. */
export function assertWithinLimit(entitlement: TierConfig, key: LimitKey, current: number): void {
  if (!isWithinLimit(entitlement, key, current)) throw new AppError('FORBIDDEN', limitReachedMessage(entitlement, key));
}
