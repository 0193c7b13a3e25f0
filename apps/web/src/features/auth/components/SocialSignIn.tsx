import { SOCIAL_START_PATH, unsupportedSocialLoginMessage, type SocialProvider } from '@sym/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/useTranslation';
import { Button } from '../../../ui';
import { useSocialProviders } from '../hooks/useSocialProviders';
import { SocialIcon } from './SocialIcon';

/** Display names on the buttons (the error texts use the contracts' own spelling). */
const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

interface SocialSignInProps {
  onError: (message: string | null) => void;
  isDisabled?: boolean;
}

/** The four social sign-in buttons; a provider the server has not configured reports the spec's message. */
export function SocialSignIn({ onError, isDisabled = false }: SocialSignInProps) {
  const { t } = useTranslation();
  const { providers, isConfigured, isLoading } = useSocialProviders();
  const [redirecting, setRedirecting] = useState<SocialProvider | null>(null);

  const handleClick = (provider: SocialProvider) => {
    if (!isConfigured(provider)) {
      onError(unsupportedSocialLoginMessage(provider));
      return;
    }
    onError(null);
    setRedirecting(provider);
    window.location.assign(SOCIAL_START_PATH(provider));
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          isFullWidth
          aria-label={t('auth.social.continueWith', { provider: PROVIDER_NAMES[provider] })}
          isLoading={redirecting === provider}
          disabled={isDisabled || isLoading || redirecting !== null}
          onClick={() => handleClick(provider)}
        >
          {redirecting !== provider && <SocialIcon provider={provider} />}
          {PROVIDER_NAMES[provider]}
        </Button>
      ))}
    </div>
  );
}
