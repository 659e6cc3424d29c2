import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOLDER_SHARED_STRATEGIES, folderSharedStrategySchema, type FolderSharedStrategy } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../app/lists/useListParams';
import { SharedFoldersTab } from './SharedFoldersTab';
import { SharedItemsList } from './SharedItemsList';
import { SharedRoutinesTab } from './SharedRoutinesTab';
import { useRoutinesWord } from './useRoutinesWord';

const TABS = ['items', 'folders', 'routines'] as const;
type SharedTab = (typeof TABS)[number];
/** The address's parameters: the tab and whose shares are shown (received, sent, all). */
export const TAB_PARAM = 'tab';
export const SHOW_PARAM = 'show';

/**
 * /shared: what other practices shared with mine (received, the default) or what my library shared
 * (sent), as items, folders and routines, one tab each, the tab and the filter in the address. "All"
 * (both ways) is the folders' folderSharedStrategy; items and routines are listed one way at a time.
 * Every row says who shared it, from which practice and when; a received one opens read-only and imports
 * into my library. The title is the tenant's word (Shared Positive Actions in the default tenant).
 */
export default function SharedPage() {
  const { t } = useTranslation();
  const word = useRoutinesWord();
  const list = useListParams();
  const id = useId();
  const tabParam = list.filters[TAB_PARAM];
  const tab: SharedTab = tabParam === 'folders' || tabParam === 'routines' ? tabParam : 'items';
  const parsed = folderSharedStrategySchema.safeParse(list.filters[SHOW_PARAM]);
  const strategy: FolderSharedStrategy = parsed.success ? parsed.data : 'RECEIVED';
  // Items and routines are listed one way: "all" shows what was received.
  const direction = strategy === 'SENT' ? 'SENT' : 'RECEIVED';
  const choices = tab === 'folders' ? FOLDER_SHARED_STRATEGIES : (['RECEIVED', 'SENT'] as const);
  const shown = tab === 'folders' ? strategy : direction;

  // Each tab starts afresh (page, search, folder), keeping the filter.
  const select = (next: SharedTab) =>
    list.setFilters({
      [TAB_PARAM]: next === 'items' ? undefined : next,
      folderId: undefined,
      kind: undefined,
      search: undefined,
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('sharing.sharedTitle', { routines: word })}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('sharing.show')}
          value={shown}
          onChange={(event) =>
            list.setFilters({
              [SHOW_PARAM]: event.target.value === 'RECEIVED' ? undefined : event.target.value,
              folderId: undefined,
            })
          }
          sx={{ minWidth: 240 }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`sharing.strategy.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: SharedTab) => select(next)}
          aria-label={t('sharing.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name === 'routines' ? word : t(`sharing.tab.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'items' ? (
          <SharedItemsList
            direction={direction}
            list={list}
            label={t(direction === 'RECEIVED' ? 'sharing.itemsReceivedLabel' : 'sharing.itemsSentLabel')}
          />
        ) : tab === 'folders' ? (
          <SharedFoldersTab list={list} strategy={strategy} />
        ) : (
          <SharedRoutinesTab list={list} direction={direction} />
        )}
      </Box>
    </Stack>
  );
}
