import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui';
import type { EditorTabProps } from '../shell/editorTabs';

/** The timeline tab of the episode editor. */
export function TimelineTab(_props: EditorTabProps) {
  const { t } = useTranslation();
  return <Notice title={t('editor.tabs.timeline')} message={t('editor.tabs.label')} />;
}
