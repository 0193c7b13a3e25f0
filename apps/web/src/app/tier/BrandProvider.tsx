import type { Brand } from '@sym/contracts';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { resolveMediaUrl } from '../../lib/transport';
import { useTheme } from '../theme';
import { applyCssVariables, applyFavicon, brandCssVariables } from './brandStyle';
import { TierContext, type TierContextValue } from './TierContext';
import { useTier } from './useTier';

interface BrandProviderProps {
  /** The white label to show; null or undefined keep the edition's own brand. */
  brand: Brand | null | undefined;
  children: ReactNode;
}

/**
 * Shows a white label (issue 33) below it: its product name and logo wherever the brand title shows (header,
 * document titles), its favicon in the tab and its colours as the theme's variables. The high-contrast themes keep
 * their own colours: someone who chose one needs them. One provider at a time applies (the route layout's).
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  const edition = useTier();
  const { theme } = useTheme();
  const productName = brand?.productName ?? null;
  const logoUrl = brand?.logoUrl ?? null;
  const value = useMemo<TierContextValue>(() => {
    if (!productName && !logoUrl) return edition;
    const name = productName ?? edition.brand.title;
    return { ...edition, brand: { name, accent: '', title: name, logoUrl } };
  }, [edition, productName, logoUrl]);

  const title = value.brand.title;
  // Before the screens' own titles ("Page · Brand"), which their effects set after this one.
  useLayoutEffect(() => {
    if (productName) document.title = title;
  }, [productName, title]);

  const faviconUrl = brand?.faviconUrl;
  useEffect(() => (faviconUrl ? applyFavicon(document, resolveMediaUrl(faviconUrl)) : undefined), [faviconUrl]);

  const colors = brand?.colors;
  const isHighContrast = theme.startsWith('high-contrast');
  useLayoutEffect(() => {
    if (!colors || isHighContrast) return undefined;
    return applyCssVariables(document.documentElement, brandCssVariables(colors));
  }, [colors, isHighContrast]);

  return <TierContext.Provider value={value}>{children}</TierContext.Provider>;
}
