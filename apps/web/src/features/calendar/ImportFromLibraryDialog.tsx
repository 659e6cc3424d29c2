import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DEFINITION_KINDS, type Definition, type DefinitionKind } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../app/lists/SearchField';
import { LibraryResults } from '../routines/definitions/LibraryResults';
import { useDefinitionItems } from '../routines/routinesQueries';
import { formatDay } from '../../app/format/days';
import { TOGGLE_SX } from './kindColors';

const PAGE_SIZE = 10;

/**
 * "Add from library": a day, a kind, and a definition of that kind the advisor sees (the library's list call,
 * GET /routines/definitions/items, searched a page at a time); choosing one places a copy of it at the end of
 * the day. Rendered while open.
 */
export function ImportFromLibraryDialog({
  initialDate,
  onClose,
  onImport,
}: {
  initialDate: string;
  onClose: () => void;
  /** Places it; resolves with whether it went through (the page says the spec's words). */
  onImport: (definition: Definition, date: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [date, setDate] = useState(initialDate);
  const [kind, setKind] = useState<DefinitionKind>('EXERCISE');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const items = useDefinitionItems({ kind, page, perPage: PAGE_SIZE, ...(search ? { search } : {}) });
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);

  const add = async (definition: Definition) => {
    setBusy(definition.id);
    const done = await onImport(definition, date);
    setBusy(null);
    if (done) onClose();
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>{t('calendar.importTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            required
            label={t('calendar.day')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={!validDate}
            helperText={validDate ? formatDay(date) : t('calendar.chooseDay')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={kind}
            aria-label={t('calendar.kindLabel')}
            sx={TOGGLE_SX}
            onChange={(_event, value: DefinitionKind | null) => {
              if (!value) return;
              setKind(value);
              setPage(1);
            }}
          >
            {DEFINITION_KINDS.map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`routines.kind.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <SearchField
            value={search}
            onChange={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            label={t('calendar.searchLibrary')}
          />
          <LibraryResults
            items={items}
            page={page}
            onPage={setPage}
            label={t('calendar.libraryResults')}
            empty={t('calendar.noDefinitions')}
            disabled={busy !== null || !validDate}
            itemLabel={(definition) =>
              t('calendar.importItem', { title: definition.title, date: validDate ? formatDay(date) : '' })
            }
            kindLabel={(definition) => t(`routines.kind.${definition.kind}`)}
            onPick={(definition) => void add(definition)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
