import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui';
import type { EditorTabProps } from '../shell/editorTabs';

/** The settings tab of the episode editor. */
export function EpisodeSettingsTab(_props: EditorTabProps) {
  const { t } = useTranslation();
  return <Notice title={t('editor.tabs.settings')} message={t('editor.tabs.label')} />;
}
