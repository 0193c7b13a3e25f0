import type { BrandImage, BrandResolveInput, WhiteLabelUpdateInput } from '@sym/contracts';
import { call, callHttp, uploadFile } from '../../../lib/transport';

/** Whose brand: a team's id, or null for the site's. */
export type BrandScopeId = string | null;

const scopeInput = (teamId: BrandScopeId) => (teamId ? { teamId } : {});

export const whiteLabelKeys = {
  all: ['whiteLabel'] as const,
  settings: (teamId: BrandScopeId) => ['whiteLabel', 'settings', teamId ?? 'site'] as const,
  /** The brand a page shows, by what it is about (all of the brand queries start with `applied`). */
  applied: (target: BrandResolveInput) => ['whiteLabel', 'applied', target] as const,
  appliedAll: ['whiteLabel', 'applied'] as const,
};

const UPLOADS = { logo: 'upload.whiteLabelLogo', favicon: 'upload.whiteLabelFavicon' } as const;

export const whiteLabelApi = {
  get: (teamId: BrandScopeId) => call('whiteLabel.get', scopeInput(teamId)),
  update: (input: WhiteLabelUpdateInput) => call('whiteLabel.update', input),
  removeImage: (teamId: BrandScopeId, image: BrandImage) =>
    call('whiteLabel.removeImage', { ...scopeInput(teamId), image }),
  upload: (teamId: BrandScopeId, image: BrandImage, file: File) =>
    uploadFile(UPLOADS[image], { file, ...(teamId ? { query: { teamId } } : {}) }),
  /** Over HTTP: visitors of share and review pages have no socket, and the answer follows the page's host. */
  resolve: (target: BrandResolveInput) => callHttp('whiteLabel.resolve', target),
};
