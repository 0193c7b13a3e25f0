import { API_REFERENCE_PATH, OPENAPI_PATH, type ApiKeyExpiryDays, type ApiKeyView } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { ApiError } from '../../../lib/errors';
import { apiAddress } from '../../../lib/transport';
import { Alert, EmptyState, LoadingError, SkeletonList, useConfirm } from '../../../ui';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/useApiKeys';
import { ApiKeyCreateForm } from './ApiKeyCreateForm';
import { ApiKeyRow } from './ApiKeyRow';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';

/** A refusal the server explains (validation, forbidden, not found, rate limited) is shown as is. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && [403, 404, 422, 429].includes(error.status) ? error.message : fallback;
}

/** Links to the API reference, the create form, the keys and the one-time secret dialog. */
export function ApiKeysWorkspace() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const handleCreate = async (input: { name: string; expiresInDays: ApiKeyExpiryDays }) => {
    setError(null);
    setNotice(null);
    setNameError(undefined);
    try {
      const result = await create.mutateAsync(input);
      setCreated({ name: result.key.name, secret: result.secret });
      return true;
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.details.find((detail) => detail.field === 'name') : undefined;
      if (field) setNameError(field.message);
      else setError(failureText(failure, t('apiKeys.create.failed')));
      return false;
    }
  };

  const handleRevoke = async (apiKey: ApiKeyView) => {
    const isConfirmed = await confirm({
      title: t('apiKeys.revokeTitle'),
      message: t('apiKeys.revokeMessage', { name: apiKey.name }),
      confirmLabel: t('apiKeys.revoke'),
    });
    if (!isConfirmed) return;
    setError(null);
    setNotice(null);
    setBusyId(apiKey.id);
    try {
      await revoke.mutateAsync(apiKey.id);
      setNotice(t('apiKeys.revoked', { name: apiKey.name }));
    } catch (failure) {
      setError(failureText(failure, t('apiKeys.revokeFailed')));
    } finally {
      setBusyId(null);
    }
  };

  let content;
  if (keys.isPending) {
    content = <SkeletonList />;
  } else if (keys.isError) {
    content = (
      <LoadingError
        operation={t('apiKeys.operation')}
        detail={keys.error.message}
        onReload={() => void keys.refetch()}
      />
    );
  } else if (keys.data.length === 0) {
    content = <EmptyState icon="inbox" title={t('apiKeys.empty.title')} message={t('apiKeys.empty.message')} />;
  } else {
    content = (
      <ul aria-label={t('apiKeys.list.label')} className="flex flex-col gap-3">
        {keys.data.map((apiKey) => (
          <ApiKeyRow
            key={apiKey.id}
            apiKey={apiKey}
            isBusy={busyId === apiKey.id}
            onRevoke={(target) => void handleRevoke(target)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <p className="text-sm text-fg-muted">
        {t('apiKeys.docs')}{' '}
        <a href={apiAddress(API_REFERENCE_PATH)} className="text-accent underline-offset-2 hover:underline">
          {t('apiKeys.reference')}
        </a>
        {' · '}
        <a href={apiAddress(OPENAPI_PATH)} className="text-accent underline-offset-2 hover:underline">
          {t('apiKeys.openapi')}
        </a>
      </p>
      <ApiKeyCreateForm isCreating={create.isPending} nameError={nameError} onCreate={handleCreate} />
      {error && <Alert>{error}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      )}
      {content}
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
