import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { toAppLanguage } from '../../../app/i18n/i18n';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { SectionSteps } from '../take/SectionSteps';
import { EmailStartForm } from './EmailStartForm';
import { publicPageAt, type PublicPage } from './publicApi';
import { PublicResult } from './PublicResult';
import { StartAgain } from './StartAgain';
import { SubmitResultsForm } from './SubmitResultsForm';
import { usePublicSurvey } from './usePublicSurvey';

/**
 * The public screeners, /screener, /summit, /exos and /survey (spec 002 "Public screener pages"; no
 * sign-in, shown only where the tenant's screener and public-screener features are on): the page's key
 * comes from its path, its instrument, API version, submit form and additional scores from the contracts
 * (PUBLIC_SURVEY_PAGES). Start (version 2 with an e-mail), answer section by section with the steps the
 * participant's page uses, read the result, and on /screener send it by e-mail.
 */
export default function PublicSurveyPage() {
  const page = publicPageAt(useLocation().pathname);
  if (!page) return <NotFoundPage />;
  return <PublicSurvey key={page.key} page={page} />;
}

/** Which texts a page uses: the brain-health screener's, or the framework survey's. */
const familyOf = (page: PublicPage) => (page.definitionKey === 'framework-survey' ? 'framework' : 'brain');

function PublicSurvey({ page }: { page: PublicPage }) {
  const { t, i18n } = useTranslation();
  const state = usePublicSurvey(page);
  const [refused, setRefused] = useState<unknown>(null);
  const { survey } = state;
  const family = familyOf(page);
  const startError = state.startError ?? refused;
  if (startError instanceof ApiError && startError.status === 404) return <NotFoundPage />;

  let content;
  if (survey?.status === 'COMPLETED' && survey.result) {
    content = (
      <>
        <PublicResult result={survey.result} additionalScores={page.additionalScores} />
        {page.apiVersion === 1 && !page.skipSubmit ? (
          <SubmitResultsForm submitted={survey.submitted} submit={state.submit} />
        ) : null}
        <StartAgain startAgain={state.startAgain} />
      </>
    );
  } else if (survey) {
    content = (
      <SectionSteps
        key={state.generation}
        survey={survey}
        taking={state.taking}
        footer={({ flush, busy }) => <StartAgain startAgain={state.startAgain} beforeStart={flush} disabled={busy} />}
      />
    );
  } else if (startError) {
    content = (
      <StartError
        error={startError}
        retry={() => {
          setRefused(null);
          if (page.apiVersion === 1) void state.retryStart();
        }}
      />
    );
  } else if (page.apiVersion === 2) {
    content = <EmailStartForm begin={state.begin} onRefused={setRefused} />;
  } else {
    content = <Skeleton variant="rounded" height={320} aria-busy="true" aria-label={t('publicSurveys.loading')} />;
  }

  const answering = survey !== undefined && survey.status !== 'COMPLETED';
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
      >
        {t(`publicSurveys.heading.${family}`)}
      </Typography>
      {answering || (!survey && !startError) ? (
        <Typography color="text.secondary">{t(`publicSurveys.intro.${family}`)}</Typography>
      ) : null}
      {answering && toAppLanguage(i18n.language) !== 'en' ? (
        <Typography variant="body2" color="text.secondary">
          {t('publicSurveys.englishQuestions')}
        </Typography>
      ) : null}
      {content}
    </Stack>
  );
}

/** Spec 002 section 8, "Public start: a 400 returns an error marker": the start refused, told, tried again. */
function StartError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      data-error-marker="start"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('publicSurveys.startError.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('publicSurveys.startError.title')}</AlertTitle>
      {errorMessage(error, t, { noRetry: true })}
    </Alert>
  );
}
