import { HOME_ROUTE } from '@sym/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/errors';
import { useAuth } from './useAuth';
import { readReturnPath } from '../utils/returnPath';

const CALLBACK_PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

/**
 * Handles the identity provider's return to /login?code&state (spec §4): exchanges the code once,
 * then goes to /projects; on failure it strips the parameters from the URL and reports the error.
 */
export function useSocialCallback(onError: (message: string) => void): { isCompleting: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { completeSocialSignIn } = useAuth();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  // RFC 9207: the issuer that answered; the server checks it against the one it sent the user to.
  const iss = params.get('iss');
  const providerError = params.get('error');
  const providerErrorText = params.get('error_description');
  const [isCompleting, setIsCompleting] = useState(Boolean(code && state));
  // The code is single-use: remember what was handled so re-renders (and StrictMode) do not resend it.
  const handledRef = useRef<string | null>(null);

  useEffect(() => {
    const key = code && state ? `${code}|${state}` : providerError;
    if (!key || handledRef.current === key) return;
    handledRef.current = key;
    const clearParams = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          CALLBACK_PARAMS.forEach((name) => next.delete(name));
          return next;
        },
        { replace: true },
      );
    const fail = (message: string) => {
      clearParams();
      onError(message);
      setIsCompleting(false);
    };

    if (!code || !state) {
      // The server's start route reports its own failures as ?error=<message>.
      fail(providerErrorText || providerError || t('auth.login.failed'));
      return;
    }
    completeSocialSignIn(iss ? { code, state, iss } : { code, state }).then(
      () => navigate(readReturnPath() ?? HOME_ROUTE, { replace: true }),
      (error: unknown) => fail(errorMessageOf(error, t('auth.login.failed'))),
    );
  }, [code, state, iss, providerError, providerErrorText, completeSocialSignIn, navigate, onError, setParams, t]);

  return { isCompleting };
}
