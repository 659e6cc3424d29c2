import ReportIcon from '@mui/icons-material/ReportOutlined';
import Chip from '@mui/material/Chip';
import type { CriticalAlert, SurveyKind, SurveyStatus, SurveySummary } from '@stride/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../app/i18n/i18n';
import { useTenant } from '../../app/tenant/TenantContext';

/** A kind of survey in the user's words; the smart survey by the tenant's name for it ("Initial Questions"). */
export function useKindLabel(): (kind: SurveyKind) => string {
  const { t, i18n } = useTranslation();
  const smartSurvey = useTenant().wording[toAppLanguage(i18n.language)].smartSurvey;
  return useCallback(
    (kind: SurveyKind) => (kind === 'SMART_SURVEY' ? smartSurvey : t(`surveys.kind.${kind}`)),
    [t, smartSurvey],
  );
}

/** The participant's tab a survey of this kind is read on. */
export const participantTabOf = (kind: SurveyKind) => (kind === 'SMART_SURVEY' ? 'smart-survey' : 'screeners');

/** Where staff open one survey: the participant's tab of its kind, with the survey opened. */
export const surveyLink = (survey: Pick<SurveySummary, 'id' | 'kind' | 'participant'>) =>
  `/participants/${survey.participant.userId}/${participantTabOf(survey.kind)}?survey=${survey.id}`;

const STATUS_COLORS: Record<SurveyStatus, 'default' | 'info' | 'success'> = {
  SCHEDULED: 'default',
  IN_PROGRESS: 'info',
  COMPLETED: 'success',
};

export function StatusChip({ status }: { status: SurveyStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={t(`surveys.status.${status}`)} />;
}

/** A critical answer: red "Needs acknowledgement" until someone acknowledges it, then a quiet "Acknowledged". */
export function CriticalMarker({ critical }: { critical: CriticalAlert | null }) {
  const { t } = useTranslation();
  if (!critical) return null;
  if (critical.acknowledgedAt === null)
    return <Chip size="small" color="error" icon={<ReportIcon />} label={t('surveys.critical.needsAck')} />;
  return <Chip size="small" variant="outlined" label={t('surveys.critical.acknowledged')} />;
}
