export { AppLayout } from './components/AppLayout';
export { CreditsLink } from './components/CreditsLink';
export { useProjectRoute } from './hooks/useProjectRoute';
export { PROJECT_SECTIONS, projectSectionPath } from './projectSections';
export type { ProjectSection } from './projectSections';
