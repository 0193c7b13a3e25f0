export { i18n, i18nReady } from './i18n';
export { LanguageSwitcher } from './LanguageSwitcher';
