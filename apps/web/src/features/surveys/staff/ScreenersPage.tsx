import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { can, findRoute } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { anyVisibleParticipant } from '../surveyAccess';
import { InstrumentsTab } from './InstrumentsTab';
import { ScheduledTab } from './ScheduledTab';

const SCREENERS_ROUTE = findRoute('/screeners');
const TABS = ['instruments', 'scheduled'] as const;
type ScreenersTab = (typeof TABS)[number];
/** The address's parameter of the tab: the instruments by default. */
export const TAB_PARAM = 'tab';

/**
 * /screeners (spec 002, issue 27): the instruments (each with its definition and its results) and what is
 * scheduled for the participants the user sees, one tab each, the tab in the address; "Schedule" opens
 * the schedule dialog.
 */
export default function ScreenersPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const [scheduling, setScheduling] = useState(false);
  const maySchedule = can(useActor(), 'participantSurveys.schedule', anyVisibleParticipant);
  const tab: ScreenersTab = params.get(TAB_PARAM) === 'scheduled' ? 'scheduled' : 'instruments';
  // Each tab keeps its own list in the address: changing tab starts the other afresh.
  const select = (next: ScreenersTab) =>
    setParams(next === 'instruments' ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: next }));

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {SCREENERS_ROUTE ? titleOf(SCREENERS_ROUTE) : null}
        </Typography>
        {maySchedule ? (
          <Button variant="contained" startIcon={<EventIcon />} onClick={() => setScheduling(true)}>
            {t('surveys.schedule.open')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: ScreenersTab) => select(next)} aria-label={t('surveys.tabsLabel')}>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`surveys.tab.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'instruments' ? <InstrumentsTab /> : <ScheduledTab />}
      </Box>
      {scheduling ? <ScheduleDialog onClose={() => setScheduling(false)} /> : null}
    </Stack>
  );
}
