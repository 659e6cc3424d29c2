import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { findRoute } from '@stride/contracts';
import { useId } from 'react';
import { useTenantTranslation } from '../../app/tenant/useTenantTranslation';
import { useSearchParams } from 'react-router';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { DefinitionsTab } from './definitions/DefinitionsTab';
import { SequencesTab } from './SequencesTab';

const ROUTINES_ROUTE = findRoute('/routines');
const TABS = ['library', 'routines'] as const;
type RoutinesTab = (typeof TABS)[number];
/** The address's parameter of the tab: the library (definitions) by default. */
export const TAB_PARAM = 'tab';

/**
 * /routines (alias /activities): the exercise library (exercises, circuits, activities in folders) and the
 * routines (sequences by day), one tab each, the tab in the address. The title is the tenant's word
 * (Positive Actions in the default tenant, Routines elsewhere).
 */
export default function RoutinesPage() {
  const { t } = useTenantTranslation();
  const titleOf = useRouteTitle();
  // The sequences' tab is named by the tenant's word for routines (Positive Actions in the default tenant).
  const routinesWord = ROUTINES_ROUTE ? titleOf(ROUTINES_ROUTE) : '';
  const [params, setParams] = useSearchParams();
  const id = useId();
  const tab: RoutinesTab = params.get(TAB_PARAM) === 'routines' ? 'routines' : 'library';

  // Each tab keeps its own list in the address: changing tab starts the other afresh.
  const select = (next: RoutinesTab) =>
    setParams(next === 'library' ? new URLSearchParams() : new URLSearchParams({ [TAB_PARAM]: next }));

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {routinesWord}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, next: RoutinesTab) => select(next)} aria-label={t('routines.tabsLabel')}>
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name === 'library' ? t('routines.tab.library') : routinesWord}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'library' ? <DefinitionsTab /> : <SequencesTab />}
      </Box>
    </Stack>
  );
}
