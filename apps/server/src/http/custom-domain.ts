import { sharePageIdOf } from './share-page.ts';

/** The path of a review link's page, `/r/{token}`; its token, else undefined. */
const REVIEW_PAGE_PATH = /^\/r\/([^/]+)\/?$/;

export function reviewPageTokenOf(urlPath: string): string | undefined {
  const match = REVIEW_PAGE_PATH.exec(urlPath);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** Whether a page is one a brand's custom domain serves itself: a share link's or a review link's. */
export function isPublicLinkPage(urlPath: string): boolean {
  return sharePageIdOf(urlPath) !== undefined || reviewPageTokenOf(urlPath) !== undefined;
}

/**
 * Where a page request to a custom domain goes instead: the same path and query at the main address (PUBLIC_URL),
 * since sign-in, registration and the app itself stay there; undefined for the pages the domain serves.
 */
export function mainAddressRedirect(publicUrl: string, url: string, urlPath: string): string | undefined {
  if (isPublicLinkPage(urlPath)) return undefined;
  // Only a path may follow the main origin (never `//host`, which a browser reads as another site).
  const safe = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `${publicUrl}${safe}`;
}
