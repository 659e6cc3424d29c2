import { findRoute, landingPath } from '@stride/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextUrl } from '../../app/auth/nextUrl';
import { useSession } from '../../app/auth/session';
import { startSignIn } from '../../app/auth/signIn';
import { useDocumentTitle, useRouteTitle } from '../../app/routes/routeTitle';
import { LandingCard } from './LandingCard';

const ROOT = findRoute('/');

/** "/": signed-in users go on to their page; everyone else straight to the provider's sign-in page. */
export function LandingPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const nextUrl = safeNextUrl(params.get('nextUrl'));
  if (session) return <Navigate to={nextUrl ?? landingPath(session.claims.role_id)} replace />;
  return <SignInRedirect nextUrl={nextUrl} />;
}

function SignInRedirect({ nextUrl }: { nextUrl: string | null }) {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const title = ROOT ? titleOf(ROOT) : t('common.signIn');
  useDocumentTitle(title);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const signIn = () => {
    setFailed(false);
    startSignIn(nextUrl).catch((error: unknown) => {
      console.warn('Sign-in redirect failed', error);
      setFailed(true);
    });
  };

  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (started.current) return;
    started.current = true;
    signIn();
  });

  return (
    <LandingCard title={title}>
      <p className="landing__text" role={failed ? 'alert' : 'status'}>
        {failed ? t('landing.failed') : t('landing.redirecting')}
      </p>
      <button type="button" className="landing__button" onClick={signIn}>
        {t('common.signIn')}
      </button>
    </LandingCard>
  );
}
