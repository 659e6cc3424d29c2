import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScoringRule, SurveyAnswerDefinition, SurveyQuestionDefinition } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { BandChip, scoringSummary } from '../bands';
import { Term, TermList } from '../TermList';
import { useKindLabel } from '../surveyWords';
import { useDefinition } from '../surveysQueries';

/**
 * /screeners/{id}: one instrument, read-only (a definition in use is never edited; a change is a new
 * version): its kind, source and licence, how it scores (its bands and their ranges, or its threshold),
 * and each section with its instructions, questions and answers with their points, critical ones marked.
 */
export default function ScreenerDefinitionPage() {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const id = Number(useParams().id);
  const { data: definition, error, isPending } = useDefinition(id);
  useBreadcrumbLabel(
    id,
    definition ? t('surveys.nameVersion', { name: definition.name, version: definition.version }) : null,
  );

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (error) return <Alert severity="error">{errorMessage(error, t)}</Alert>;
  if (isPending || !definition) return <Skeleton variant="rounded" height={240} aria-busy="true" />;

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {t('surveys.nameVersion', { name: definition.name, version: definition.version })}
        </Typography>
        <Button component={RouterLink} to={`/screeners/${definition.id}/results`} variant="outlined">
          {t('surveys.results')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TermList>
          <Term label={t('surveys.kindLabel')}>{kindLabel(definition.kind)}</Term>
          <Term label={t('surveys.source')}>{definition.source}</Term>
          <Term label={t('surveys.licence')}>{definition.licence}</Term>
          <Term label={t('surveys.scoringLabel')}>{scoringSummary(definition.scoring, t)}</Term>
        </TermList>
        <Bands rule={definition.scoring} />
      </Paper>
      {definition.sections.map((section, index) => (
        <Paper key={section.id} component="section" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Typography variant="h6" component="h2">
            {t('surveys.sectionTitle', { number: index + 1, title: section.title })}
          </Typography>
          {section.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
              {section.description}
            </Typography>
          ) : null}
          {section.allowEmpty ? (
            <Typography variant="body2" color="text.secondary">
              {t('surveys.allowEmpty')}
            </Typography>
          ) : null}
          <Box component="ol" sx={{ pl: 3, mb: 0 }}>
            {section.questions.map((question) => (
              <Box component="li" key={question.id} sx={{ mt: 1.5 }}>
                <Question question={question} />
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

/** A banded rule's bands, each as its coloured chip with its range. */
function Bands({ rule }: { rule: ScoringRule | null }) {
  const { t } = useTranslation();
  if (rule?.type !== 'SUM_BANDS') return null;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {rule.bands.map((band) => (
        <Stack component="li" key={band.key} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <BandChip result={{ band, positive: null }} />
          <Typography variant="body2">{t('surveys.range', { min: band.min, max: band.max })}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

function Question({ question }: { question: SurveyQuestionDefinition }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {question.content}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {question.scored
          ? t(`surveys.questionType.${question.type}`)
          : t('surveys.typeNotScored', { type: t(`surveys.questionType.${question.type}`) })}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {question.answers.map((answer) => (
          <Answer key={answer.id} answer={answer} />
        ))}
      </Box>
    </>
  );
}

function Answer({ answer }: { answer: SurveyAnswerDefinition }) {
  const { t } = useTranslation();
  const range =
    answer.type === 'number'
      ? t('surveys.numberRange', { min: answer.minValue ?? '–', max: answer.maxValue ?? '–' })
      : answer.type
        ? t(`surveys.answerType.${answer.type}`)
        : null;
  return (
    <Box component="li" sx={{ mt: 0.5 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {answer.content}
        </Typography>
        {answer.value !== null ? (
          <Typography variant="body2" color="text.secondary">
            {t('surveys.points', { count: answer.value })}
          </Typography>
        ) : null}
        {range ? (
          <Typography variant="body2" color="text.secondary">
            {range}
          </Typography>
        ) : null}
        {answer.critical ? (
          <Chip size="small" color="error" variant="outlined" label={t('surveys.criticalAnswer')} />
        ) : null}
      </Stack>
      {answer.embeddedQuestion ? (
        <Box sx={{ pl: 2, mt: 0.5, borderLeft: 2, borderColor: 'divider' }}>
          <Question question={answer.embeddedQuestion} />
        </Box>
      ) : null}
    </Box>
  );
}
