import { useTranslation } from 'react-i18next';
import { Notice } from '../../../ui';
import type { EditorTabProps } from '../shell/editorTabs';

/** The script tab of the episode editor. */
export function ScriptTab(_props: EditorTabProps) {
  const { t } = useTranslation();
  return <Notice title={t('editor.tabs.script')} message={t('editor.tabs.label')} />;
}
