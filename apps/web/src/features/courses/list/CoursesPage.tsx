import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { can, findRoute } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { CourseList } from './CourseList';

const COURSES_ROUTE = findRoute('/courses');
const TABS = ['mine', 'library'] as const;
type CoursesTab = (typeof TABS)[number];
/** The address's parameter of the tab: My courses by default. */
export const TAB_PARAM = 'tab';

/**
 * /courses (spec 002, issue 28; beta, as the menu says): the user's own courses and the tenant's library,
 * one tab each, the tab in the address; a search on both, the visibility chips on My courses; "New course"
 * opens the editor (/courses/add).
 */
export default function CoursesPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const [params, setParams] = useSearchParams();
  const id = useId();
  const mayCreate = can(useActor(), 'course.create', undefined);
  const tab: CoursesTab = params.get(TAB_PARAM) === 'library' ? 'library' : 'mine';
  // Each tab keeps its own list in the address: changing tab starts the other afresh.
  const select = (next: CoursesTab) =>
    setParams(next === 'mine' ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: next }));

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <Typography variant="h5" component="h1">
            {COURSES_ROUTE ? titleOf(COURSES_ROUTE) : null}
          </Typography>
          <Chip label={t('shell.beta')} size="small" color="primary" variant="outlined" />
        </Stack>
        {mayCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/courses/add">
            {t('courses.new')}
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: CoursesTab) => select(next)} aria-label={t('courses.tabsLabel')}>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`courses.tab.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        <CourseList key={tab} library={tab === 'library'} />
      </Box>
    </Stack>
  );
}
