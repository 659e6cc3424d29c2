import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { advisorName } from './advisorName';
import { useParticipantsDashboard } from '../dashboardQueries';
import { ParticipantsDashboardView } from '../ParticipantsDashboardView';
import { useDashboardRange } from '../useDashboardRange';

/** /advisors-dashboard/{id} (company admins): one advisor's participants, as the advisor sees them on /dashboard. */
export default function AdvisorDashboardPage() {
  const { t } = useTranslation();
  const advisorUserId = Number(useParams().id);
  const range = useDashboardRange();
  const query = useParticipantsDashboard(range, advisorUserId);
  const advisor = query.data?.advisor;
  useBreadcrumbLabel(advisorUserId, advisor ? advisorName(advisor) : null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 56 }}>
        {advisor ? (
          <UserAvatar picture={advisor.thumbnailUrl} firstName={advisor.firstName} lastName={advisor.lastName} />
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {advisor ? advisorName(advisor) : t('dashboards.advisor')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboards.advisorSubtitle')}
          </Typography>
        </Box>
      </Stack>
      <ParticipantsDashboardView range={range} query={query} whose="advisor" />
    </Stack>
  );
}
