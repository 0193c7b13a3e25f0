import type { StyleModuleView } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../app/tier';
import { errorMessageOf } from '../../../lib/errors';
import {
  Alert,
  Button,
  EmptyState,
  GridLayout,
  Icon,
  LoadingError,
  PageHeader,
  SkeletonGrid,
  buttonClasses,
  useConfirm,
} from '../../../ui';
import type { StyleDraft } from '../api/styleTypes';
import { useStyleModules } from '../hooks/useStyleModules';
import { useStyleMutations } from '../hooks/useStyleMutations';
import { StyleEditorModal } from './StyleEditorModal';
import { StyleModuleCard } from './StyleModuleCard';

type EditorState = { module: StyleModuleView | null } | null;

/** /styles (projectId null, the global library) and /projects/{id}/styles (that project's own modules). */
export function StylesLibraryPage({ projectId = null }: { projectId?: string | null }) {
  const { t } = useTranslation();
  const isProject = projectId !== null;
  const title = isProject ? t('pages.projectStyles.title') : t('pages.styles.title');
  useDocumentTitle(title);
  const confirm = useConfirm();
  const modulesQuery = useStyleModules(projectId);
  const { create, update, remove } = useStyleMutations(projectId);
  const [editor, setEditor] = useState<EditorState>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const modules = modulesQuery.data ?? [];

  const openCreate = () => setEditor({ module: null });

  const handleSubmit = async (module: StyleModuleView | null, draft: StyleDraft) => {
    if (module) await update.mutateAsync({ id: module.id, draft });
    else await create.mutateAsync(draft);
    setEditor(null);
  };

  const handleDelete = async (module: StyleModuleView) => {
    const isConfirmed = await confirm({
      title: t('styles.delete.title'),
      message: t('styles.delete.message', { name: module.name }),
      confirmLabel: t('styles.delete.confirm'),
    });
    if (!isConfirmed) return;
    setActionError(null);
    try {
      await remove.mutateAsync(module.id);
      setEditor(null);
    } catch (error) {
      setEditor(null);
      setActionError(errorMessageOf(error, t('styles.delete.failed')));
    }
  };

  const newButton = (
    <Button onClick={openCreate}>
      <Icon name="plus" className="size-4" />
      {t('styles.new')}
    </Button>
  );

  const renderContent = () => {
    if (modulesQuery.isPending) return <SkeletonGrid count={6} cardSize={240} />;
    if (modulesQuery.isError) {
      return (
        <LoadingError
          operation={t('styles.operation')}
          detail={errorMessageOf(modulesQuery.error)}
          onReload={() => void modulesQuery.refetch()}
        />
      );
    }
    if (modules.length === 0) {
      return (
        <EmptyState
          icon="palette"
          title={t('styles.empty.title')}
          message={isProject ? t('styles.empty.projectMessage') : t('styles.empty.globalMessage')}
          action={
            <Button onClick={openCreate}>
              <Icon name="plus" className="size-4" />
              {t('styles.empty.action')}
            </Button>
          }
        />
      );
    }
    return (
      <GridLayout cardSize={240} label={t('styles.listLabel')}>
        {modules.map((module) => (
          <StyleModuleCard key={module.id} module={module} onOpen={() => setEditor({ module })} />
        ))}
      </GridLayout>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={isProject ? t('nav.project') : undefined}
        title={title}
        description={isProject ? t('pages.projectStyles.description') : t('pages.styles.description')}
        actions={
          <>
            {isProject && (
              <Link to="/styles" className={buttonClasses('ghost')}>
                {t('styles.globalLink')}
              </Link>
            )}
            {newButton}
          </>
        }
      />
      {actionError && <Alert>{actionError}</Alert>}
      {renderContent()}
      {editor && (
        <StyleEditorModal
          module={editor.module}
          isSaving={create.isPending || update.isPending}
          isDeleting={remove.isPending}
          onSubmit={(draft) => handleSubmit(editor.module, draft)}
          onDelete={() => (editor.module ? handleDelete(editor.module) : Promise.resolve())}
          onClose={() => setEditor(null)}
        />
      )}
    </div>
  );
}
