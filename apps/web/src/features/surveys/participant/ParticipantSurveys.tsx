import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  SURVEY_STATUSES,
  type Participant,
  type SurveyKind,
  type SurveyStatus,
  type SurveySummary,
} from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format/dates';
import { useParticipant } from '../../participants/participantQueries';
import { BandChip } from '../bands';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { surveysResource } from '../surveyAccess';
import { CriticalMarker } from '../surveyWords';
import { useParticipantSurveys } from '../surveysQueries';
import { SmartSurveyActions } from './SmartSurveyActions';
import { SurveyDetail } from './SurveyDetail';

/** The address's parameter of the survey opened (the notifications' target). */
export const SURVEY_PARAM = 'survey';

/**
 * A participant's screeners or smart surveys (/participants/{id}/screeners, /participants/{id}/smart-survey):
 * scheduled, in progress and completed (with its band), "Schedule" prefilled with them; opening one
 * (?survey=<id>) shows its answers and its critical answer, to acknowledge.
 */
export function ParticipantSurveys({
  kinds,
  smartSurvey = false,
}: {
  kinds: readonly SurveyKind[];
  smartSurvey?: boolean;
}) {
  const userId = Number(useParams().id);
  const { data: participant } = useParticipant(userId);
  if (!participant) return null;
  return <Surveys key={userId} participant={participant} kinds={kinds} smartSurvey={smartSurvey} />;
}

function Surveys({
  participant,
  kinds,
  smartSurvey,
}: {
  participant: Participant;
  kinds: readonly SurveyKind[];
  smartSurvey: boolean;
}) {
  const { t } = useTranslation();
  const actor = useActor();
  const [params, setParams] = useSearchParams();
  const [scheduling, setScheduling] = useState(false);
  const surveys = useParticipantSurveys(participant.id, kinds);
  const resource = surveysResource(participant);
  const opened = Number(params.get(SURVEY_PARAM));
  const openedId = Number.isInteger(opened) && opened > 0 ? opened : null;
  const open = (id: number | null) =>
    setParams(id === null ? new URLSearchParams() : new URLSearchParams({ [SURVEY_PARAM]: String(id) }), {
      replace: true,
    });
  const rows = surveys.data ?? [];

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {smartSurvey ? (
        <SmartSurveyActions participant={participant} hasSurveys={rows.length > 0} />
      ) : can(actor, 'participantSurveys.schedule', resource) ? (
        <Box>
          <Button variant="contained" startIcon={<EventIcon />} onClick={() => setScheduling(true)}>
            {t('surveys.schedule.open')}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ height: 4 }}>{surveys.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}</Box>
      {surveys.error ? <Alert severity="error">{errorMessage(surveys.error, t)}</Alert> : null}
      {surveys.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('surveys.participantNone')}</Typography>
      ) : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        {rows.length > 0 ? (
          <Stack spacing={2} sx={{ width: { md: 360 }, flexShrink: 0 }}>
            {SURVEY_STATUSES.map((status) => (
              <StatusGroup
                key={status}
                status={status}
                surveys={rows.filter((s) => s.status === status)}
                openedId={openedId}
                onOpen={open}
              />
            ))}
          </Stack>
        ) : null}
        {openedId !== null ? (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <SurveyDetail
              key={openedId}
              surveyId={openedId}
              writtenIn={participant?.language}
              mayAcknowledge={can(actor, 'participantSurveys.acknowledge', resource)}
              onClose={() => open(null)}
            />
          </Box>
        ) : null}
      </Stack>
      {scheduling ? (
        <ScheduleDialog onClose={() => setScheduling(false)} kinds={kinds} participant={participant} />
      ) : null}
    </Stack>
  );
}

/** One status's surveys (none: the group is left out), newest first as served. */
function StatusGroup({
  status,
  surveys,
  openedId,
  onOpen,
}: {
  status: SurveyStatus;
  surveys: SurveySummary[];
  openedId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  if (surveys.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined">
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 500 }}>
        {t(`surveys.statusGroup.${status}`, { count: surveys.length })}
      </Typography>
      <List dense>
        {surveys.map((s) => (
          // A list holds list items only: each survey is one, its button inside.
          <ListItem key={s.id} disablePadding>
            <ListItemButton
              selected={s.id === openedId}
              aria-current={s.id === openedId ? 'true' : undefined}
              onClick={() => onOpen(s.id)}
              sx={{ display: 'block' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {t('surveys.nameVersion', { name: s.name, version: s.definitionVersion })}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {s.completedAt
                  ? t('surveys.completedOn', { date: formatDateTime(s.completedAt) })
                  : s.status === 'IN_PROGRESS'
                    ? t('surveys.answeredOf', { answered: s.answeredQuestions, total: s.totalQuestions })
                    : t('surveys.availableOn', { date: formatDateTime(s.availableAt) })}
              </Typography>
              {s.result || s.critical ? (
                <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                  {s.result && s.result.summary !== 'recorded' ? (
                    <Typography variant="caption">{t('surveys.scoreValue', { score: s.result.result })}</Typography>
                  ) : null}
                  {s.result ? <BandChip result={s.result} /> : null}
                  <CriticalMarker critical={s.critical} />
                </Stack>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
