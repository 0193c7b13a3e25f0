import { useTranslation } from '../../../lib/i18n/useTranslation';
import { NavLink } from 'react-router';
import { projectTabClasses } from '../navStyles';
import { PROJECT_SECTIONS, projectSectionPath } from '../projectSections';

/** Scenarios / Assets / Styles / Settings of one project; Scenarios stays active inside an episode. */
export function ProjectTabs({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.projectTabs')} className="-mb-px flex gap-6 overflow-x-auto">
      {PROJECT_SECTIONS.map((section) => (
        <NavLink key={section} to={projectSectionPath(projectId, section)} className={projectTabClasses}>
          {t(`nav.${section}`)}
        </NavLink>
      ))}
    </nav>
  );
}
