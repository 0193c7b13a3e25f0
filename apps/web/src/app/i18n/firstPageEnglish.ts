// The English (fallback) strings of the first page: the shell, sign-in and the projects page. Vite's JSON named
// exports leave the other sections out; the module's namespace is the strings object. A chunk of its own, loaded
// beside the first screen's code (not in the entry); the rest of English loads after the first page (loadAllStrings
// in i18n.ts).
export {
  app,
  auth,
  errors,
  language,
  nav,
  notFound,
  notifications,
  pages,
  projects,
  serverMessages,
  shortcuts,
  teams,
  theme,
  ui,
  upgrade,
  whiteLabel,
} from '../../locales/en.json';
