import type { ReviewLink } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { errorMessageOf } from '../../../lib/errors';
import { Alert, Button, EmptyState, LoadingError, Modal, Spinner, useConfirm } from '../../../ui';
import { useReviewLinkMutations, useReviewLinks } from '../api/reviewLinksApi';
import { ReviewLinkForm } from './ReviewLinkForm';
import { ReviewLinkItem } from './ReviewLinkItem';

interface ReviewLinksDialogProps {
  scenarioId: string;
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The episode's review links: make one (guests open it without an account to comment and approve), copy a link's
 * address, and revoke one after confirming (its page, comments and media stop answering at once).
 */
export function ReviewLinksDialog({ scenarioId, isOpen, onClose }: ReviewLinksDialogProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const links = useReviewLinks(scenarioId, isOpen);
  const { create, revoke } = useReviewLinkMutations(scenarioId);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const handleRevoke = async (link: ReviewLink) => {
    const isConfirmed = await confirm({
      title: t('reviewLinks.revoke.title'),
      message: t('reviewLinks.revoke.message', { name: link.name }),
      confirmLabel: t('reviewLinks.revoke.confirm'),
    });
    if (!isConfirmed) return;
    setRevokeError(null);
    try {
      await revoke.mutateAsync(link.id);
      setNotice(t('reviewLinks.revoke.done', { name: link.name }));
    } catch (error) {
      setRevokeError(errorMessageOf(error, t('reviewLinks.errors.revoke')));
    }
  };

  const renderList = () => {
    if (links.isError) {
      return (
        <LoadingError
          operation={t('reviewLinks.errors.load')}
          detail={errorMessageOf(links.error)}
          onReload={() => void links.refetch()}
        />
      );
    }
    if (!links.data) {
      return (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner />
          {t('reviewLinks.list.loading')}
        </p>
      );
    }
    if (links.data.length === 0) {
      return (
        <EmptyState
          icon="link"
          title={t('reviewLinks.list.emptyTitle')}
          message={t('reviewLinks.list.empty')}
          isCompact
        />
      );
    }
    return (
      <ul aria-label={t('reviewLinks.list.label')} className="flex flex-col gap-2">
        {links.data.map((link) => (
          <ReviewLinkItem
            key={link.id}
            link={link}
            isNew={link.id === createdId}
            isRevoking={revoke.isPending && revoke.variables === link.id}
            onRevoke={(item) => void handleRevoke(item)}
          />
        ))}
      </ul>
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('reviewLinks.dialog.title')}
      description={t('reviewLinks.dialog.description')}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('reviewLinks.dialog.done')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <ReviewLinkForm
          onCreate={(input) => create.mutateAsync(input)}
          onCreated={(link) => {
            setCreatedId(link.id);
            setNotice(t('reviewLinks.form.created', { name: link.name }));
          }}
        />
        <section className="flex flex-col gap-2" aria-labelledby="review-links-list-heading">
          <h3 id="review-links-list-heading" className="text-sm font-semibold text-fg">
            {t('reviewLinks.list.title')}
          </h3>
          <p role="status" className="text-xs text-fg-muted empty:hidden">
            {notice}
          </p>
          {revokeError && <Alert>{revokeError}</Alert>}
          {renderList()}
        </section>
      </div>
    </Modal>
  );
}
