export { i18n, i18nReady, loadAllStrings } from './i18n';
export { LanguageSwitcher } from './LanguageSwitcher';
