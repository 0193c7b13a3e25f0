import { useEffect } from 'react';
import { useTier } from './useTier';

/** Sets "Page · Brand Studio" while the calling screen is shown. */
export function useDocumentTitle(pageTitle: string | null): void {
  const { brand } = useTier();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${brand.title}` : brand.title;
    return () => {
      document.title = brand.title;
    };
  }, [pageTitle, brand.title]);
}
