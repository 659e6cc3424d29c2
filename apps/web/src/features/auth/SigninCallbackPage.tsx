import { landingPath } from '@stride/contracts';
import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { nextUrlFromState } from '../../app/auth/nextUrl';
import { getSession, setSessionUser } from '../../app/auth/session';
import { getUserManager } from '../../app/auth/userManager';
import { LandingCard } from './LandingCard';

// The authorization code can be exchanged once: development mode's second effect must share the first.
let callback: Promise<User> | null = null;

/** Back from the provider: store the tokens, then go where the user was heading. */
export function SigninCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback ??= getUserManager().signinRedirectCallback();
    callback
      .then((user) => {
        setSessionUser(user);
        const role = getSession()?.claims.role_id;
        if (role === undefined) throw new Error('The access token has no usable claims');
        void navigate(nextUrlFromState(user.state) ?? landingPath(role), { replace: true });
      })
      .catch((error: unknown) => {
        console.warn('Sign-in callback failed', error);
        callback = null;
        setFailed(true);
      });
  }, [navigate]);

  return (
    <LandingCard title={failed ? t('callback.failed') : t('callback.signingIn')}>
      {failed && (
        <Link className="landing__button" to="/" replace>
          {t('common.signIn')}
        </Link>
      )}
    </LandingCard>
  );
}
