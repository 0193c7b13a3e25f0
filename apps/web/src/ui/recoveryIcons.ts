/**
 * The icons of the error screens (ErrorPanel, the route fallback). Those screens are part of the first page's
 * scripts (an error shows even when no other chunk can load), so their icons are kept apart from the rest of the
 * set (Icon.tsx), which loads with the screens that use it.
 */
export const RECOVERY_ICON_PATHS = {
  alert: 'M12 9v4m0 4h.01M10.29 3.86L1.82 18a2 2 0 001.71 3h16.94a2 2 0 001.71-3L13.71 3.86a2 2 0 00-3.42 0z',
  arrowLeft: 'M19 12H5m7-7l-7 7 7 7',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  refresh: 'M4 4v6h6M20 20v-6h-6M5.64 15A8 8 0 0018.36 17M18.36 9A8 8 0 005.64 7',
} as const;
