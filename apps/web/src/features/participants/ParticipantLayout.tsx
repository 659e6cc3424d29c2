import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { can, FEATURE_FLAGS, type Participant, type ParticipantFlag } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { errorMessage } from '../../app/errors';
import { NotFoundPage } from '../../app/routes/NotFoundPage';
import type { TabLayoutProps } from '../../app/routes/pages';
import { useBreadcrumbLabel } from '../../app/shell/breadcrumbLabels';
import { useIsFullHeightPage } from '../../app/shell/fullHeight';
import { RouteTabs } from '../../app/shell/RouteTabs';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { coachName, fullName, useParticipant } from './participantQueries';
import { programName } from './general/programName';
import { ParticipantSkeleton } from './ParticipantSkeleton';
import { AssistantButton } from '../assistant/AssistantButton';
import { SignInAsButton } from '../auth/SignInAsButton';

const flagsOf = (p: Participant): Record<ParticipantFlag, boolean> =>
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, p[flag]])) as Record<ParticipantFlag, boolean>;

/**
 * The frame of /participants/{id}/*: picture, name, e-mail, status and program, "Sign in as", and the
 * tabs, which follow the participant's flags (Journal, Swaps, Smart survey, Screeners). A flag-gated tab
 * whose flag is off, like a participant the user may not see, is the not-found page.
 */
export default function ParticipantLayout({ route, access, children }: TabLayoutProps) {
  const { t } = useTranslation();
  const userId = Number(useParams().id);
  const { data: participant, error, isPending } = useParticipant(userId);
  const actor = useActor();
  const fullHeight = useIsFullHeightPage();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The chat tab on a phone keeps only picture, name and e-mail above the thread (status, program, coach
  // and the actions are on every other tab).
  const compact = fullHeight && narrow;
  useBreadcrumbLabel(userId, participant ? fullName(participant) : null);
  const tabAccess = useMemo(
    () => (participant ? { ...access, participantFlags: flagsOf(participant) } : access),
    [access, participant],
  );

  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundPage />;
  if (isPending) return <ParticipantSkeleton />;
  if (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
    return <Alert severity="error">{`${t('participants.loadFailed')} ${errorMessage(error, t)}`}</Alert>;
  }
  if (route.participantFlag && !participant[route.participantFlag]) return <NotFoundPage />;

  const coach = coachName(participant);
  return (
    // A full-height tab (the chat) fills what the header and the tabs leave of the window.
    <Stack spacing={2} sx={fullHeight ? { flex: 1, minHeight: 0 } : undefined}>
      {/* On a phone the header is a compact row: a smaller picture beside the name, the actions wrapping below. */}
      <Paper sx={{ p: { xs: 1.5, sm: 3 }, flexShrink: 0 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <UserAvatar
            picture={participant.thumbnailUrl}
            firstName={participant.firstName}
            lastName={participant.lastName}
            size={narrow ? 48 : 72}
          />
          <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
            >
              {fullName(participant)}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {participant.email}
            </Typography>
            <Stack
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center', display: compact ? 'none' : 'flex' }}
            >
              <Chip
                size="small"
                color={participant.isActive ? 'success' : 'default'}
                label={participant.isActive ? t('common.active') : t('common.inactive')}
              />
              <Chip size="small" variant="outlined" label={programName(t, participant.program)} />
              {participant.companyName ? (
                <Typography variant="body2" color="text.secondary">
                  {participant.companyName}
                </Typography>
              ) : null}
              {coach ? (
                <Typography variant="body2" color="text.secondary">
                  {t('participants.coachedBy', { name: coach })}
                </Typography>
              ) : null}
            </Stack>
          </Box>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', display: compact ? 'none' : 'flex' }}>
            <AssistantButton participantProfileId={participant.profileId} />
            {can(actor, 'participant.actAs', participant) ? (
              <SignInAsButton profileId={participant.profileId} name={fullName(participant)} />
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      <Box sx={fullHeight ? { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' } : undefined}>
        <RouteTabs group="participant" access={tabAccess} />
        {children}
      </Box>
    </Stack>
  );
}
