/** What a session's User-Agent says about where it signed in; null parts when the header does not say. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet';
}

// Order matters: Edge, Opera and Samsung Internet also call themselves Chrome, and Chrome calls itself Safari.
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const first = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * Browser, operating system and kind of device of a User-Agent header, e.g. "Chrome" on "Linux", read from the
 * header alone (no lookups). Enough to tell one's own sessions apart, not a fingerprint.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  const isTablet = /\biPad\b|\bTablet\b/.test(text) || (/\bAndroid\b/.test(text) && !/\bMobile\b/.test(text));
  const isMobile = !isTablet && /\bMobi|\biPhone\b|\biPod\b/.test(text);
  return {
    browser: first(text, BROWSERS),
    os: first(text, SYSTEMS),
    kind: isTablet ? 'tablet' : isMobile ? 'mobile' : 'desktop',
  };
}
