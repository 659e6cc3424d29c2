import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Definition } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { DefinitionThumbnail } from './DefinitionThumbnail';
import type { useDefinitionItems } from '../routinesQueries';

/**
 * A page of the library's definitions to pick from (the list call's results, read by the dialog that filters
 * them): progress, failure, the list with thumbnails, and the pager. Used by the routine builder's and the
 * participant calendar's "Add from library".
 */
export function LibraryResults({
  items,
  page,
  onPage,
  label,
  empty,
  disabled,
  itemLabel,
  kindLabel,
  onPick,
  picked,
}: {
  items: ReturnType<typeof useDefinitionItems>;
  page: number;
  onPage: (page: number) => void;
  /** The list's accessible name. */
  label: string;
  /** Said when the page is empty. */
  empty: string;
  disabled: boolean;
  /** A row's accessible name. */
  itemLabel: (definition: Definition) => string;
  kindLabel: (definition: Definition) => string;
  onPick: (definition: Definition) => void;
  /** Rows are chosen several at a time (a checkbox each): whether this one is. */
  picked?: (definition: Definition) => boolean;
}) {
  const { t } = useTranslation();
  const meta = items.data?._meta;
  return (
    <>
      {items.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
      {items.error ? <Alert severity="error">{errorMessage(items.error, t)}</Alert> : null}
      <List dense aria-label={label} sx={{ minHeight: 120 }}>
        {(items.data?.items ?? []).map((definition) => (
          <ListItem key={definition.id} disablePadding>
            <ListItemButton
              disabled={disabled}
              onClick={() => onPick(definition)}
              aria-label={itemLabel(definition)}
              {...(picked
                ? { role: 'checkbox', 'aria-checked': picked(definition), selected: picked(definition) }
                : {})}
            >
              {picked ? (
                <Checkbox edge="start" checked={picked(definition)} tabIndex={-1} disableRipple sx={{ mr: 0.5 }} />
              ) : null}
              <Box sx={{ mr: 1.5 }}>
                <DefinitionThumbnail definition={definition} size={40} />
              </Box>
              <ListItemText
                primary={definition.title}
                secondary={kindLabel(definition)}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
        {items.data && items.data.items.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', p: 1 }}>{empty}</Typography>
        ) : null}
      </List>
      {meta && meta.pageCount > 1 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('routineBuilder.previousPage')}
          </Button>
          <Typography variant="body2">{t('routineBuilder.pageOf', { page, pages: meta.pageCount })}</Typography>
          <Button size="small" disabled={page >= meta.pageCount} onClick={() => onPage(page + 1)}>
            {t('routineBuilder.nextPage')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
