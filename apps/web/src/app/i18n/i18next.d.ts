import 'i18next';
import type { LocaleResources } from '../../locales/localeShape';

// Typed keys: t('nav.projects') compiles, a key missing from en.json is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: LocaleResources };
  }
}
