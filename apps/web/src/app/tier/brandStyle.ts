import { relativeLuminance, type BrandColors } from '@sym/contracts';

/** `share` of colour `a` over `b` (0-100), mixed in sRGB by the browser. */
const mix = (a: string, share: number, b: string) => `color-mix(in srgb, ${a} ${share}%, ${b})`;

/**
 * The theme's colour variables (styles.css `--sym-*`) a white label's four colours stand for: the page and its
 * surfaces from the background shaded towards the text, the text and its quieter greys, the primary colour for
 * buttons and links with the text written on it, the accent for highlights and focus rings. The browser's own
 * controls follow whether the background is light.
 */
export function brandCssVariables(colors: BrandColors): Record<string, string> {
  const { primary, accent, background, text } = colors;
  return {
    'color-scheme': relativeLuminance(background) > 0.5 ? 'light' : 'dark',
    '--sym-canvas': background,
    '--sym-surface': mix(background, 96, text),
    '--sym-elevated': mix(background, 92, text),
    '--sym-hover': mix(background, 88, text),
    '--sym-line': mix(background, 84, text),
    '--sym-line-strong': mix(background, 72, text),
    '--sym-fg': text,
    '--sym-fg-muted': mix(text, 72, background),
    '--sym-fg-subtle': mix(text, 55, background),
    '--sym-accent': primary,
    '--sym-accent-strong': accent,
    '--sym-accent-soft': mix(primary, 16, 'transparent'),
    '--sym-on-accent': text,
    '--sym-ring': accent,
  };
}

/** Sets the variables on an element's inline style; answers how to take them off again. */
export function applyCssVariables(element: HTMLElement, variables: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  return () => {
    for (const name of Object.keys(variables)) element.style.removeProperty(name);
  };
}

/**
 * Points the page's icon at `href` (the first `<link rel="icon">`, added when there is none); answers how to put
 * the built icon back.
 */
export function applyFavicon(document: Document, href: string): () => void {
  const existing = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  const link = existing ?? document.head.appendChild(document.createElement('link'));
  const previous = existing ? { href: existing.getAttribute('href'), type: existing.getAttribute('type') } : null;
  link.rel = 'icon';
  link.type = 'image/png';
  link.href = href;
  return () => {
    if (!previous) {
      link.remove();
      return;
    }
    if (previous.href === null) link.removeAttribute('href');
    else link.setAttribute('href', previous.href);
    if (previous.type === null) link.removeAttribute('type');
    else link.setAttribute('type', previous.type);
  };
}
