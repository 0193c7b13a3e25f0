import type { BrandResolveInput } from '@sym/contracts';
import { Outlet, useMatch } from 'react-router';
import { BrandProvider } from '../../../app/tier';
import { useAppliedBrand } from '../hooks/useAppliedBrand';

/** What the current page is about, for choosing its brand: a share link, a review link or a project. */
function useBrandTarget(): BrandResolveInput {
  const share = useMatch('/v/:shareId')?.params.shareId;
  const review = useMatch('/r/:token')?.params.token;
  const project = useMatch('/projects/:projectId/*')?.params.projectId;
  if (share) return { shareId: share };
  if (review) return { reviewToken: review };
  if (project) return { projectId: project };
  return {};
}

/**
 * The root layout of every route: the white label of the page below it (a project of a team with a brand shows the
 * team's, share and review pages their project's, a custom domain its own, anything else the site's).
 */
export function BrandedOutlet() {
  const brand = useAppliedBrand(useBrandTarget());
  return (
    <BrandProvider brand={brand}>
      <Outlet />
    </BrandProvider>
  );
}
