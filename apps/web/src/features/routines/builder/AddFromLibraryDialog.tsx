import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFINITION_KINDS, type Definition, type DefinitionKind } from '@stride/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/lists/SearchField';
import { LibraryResults } from '../definitions/LibraryResults';
import { useDefinitionItems } from '../routinesQueries';

const PAGE_SIZE = 10;

/**
 * "Add from library" on a day: the definitions the advisor sees (GET /routines/definitions/items), searched
 * and filtered by kind, a page at a time. The advisor chooses several (across searches and pages, in the
 * order chosen) and adds them together at the end of the day.
 */
export function AddFromLibraryDialog({
  day,
  onClose,
  onAdd,
}: {
  /** The day it adds to; null: closed. */
  day: number | null;
  onClose: () => void;
  /** Adds them in order; resolves with a failure's message, or null when they were added. */
  onAdd: (definitions: Definition[]) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = day !== null;
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<DefinitionKind | ''>('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Definition[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const items = useDefinitionItems(
    { page, perPage: PAGE_SIZE, ...(search ? { search } : {}), ...(kind ? { kind } : {}) },
    { enabled: open },
  );

  useEffect(() => {
    if (!open) return;
    setSearch('');
    setKind('');
    setPage(1);
    setChosen([]);
    setFailure(null);
  }, [open]);

  const toggle = (definition: Definition) =>
    setChosen((list) =>
      list.some((d) => d.id === definition.id) ? list.filter((d) => d.id !== definition.id) : [...list, definition],
    );

  const add = async () => {
    setBusy(true);
    setFailure(null);
    const failed = await onAdd(chosen);
    setBusy(false);
    if (failed) setFailure(failed);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('routineBuilder.addTitle', { day: day ?? 1 })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <SearchField
              value={search}
              onChange={(value) => {
                setSearch(value.trim());
                setPage(1);
              }}
              label={t('routineBuilder.searchLibrary')}
            />
            <TextField
              select
              size="small"
              label={t('routineBuilder.kindFilter')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as DefinitionKind | '');
                setPage(1);
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('common.all')}</MenuItem>
              {DEFINITION_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`routineBuilder.kindPlural.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <LibraryResults
            items={items}
            page={page}
            onPage={setPage}
            label={t('routineBuilder.libraryResults')}
            empty={t('routineBuilder.noDefinitions')}
            disabled={busy}
            itemLabel={(definition) => t('routineBuilder.chooseItem', { title: definition.title })}
            kindLabel={(definition) => t(`routineBuilder.kind.${definition.kind}`)}
            onPick={toggle}
            picked={(definition) => chosen.some((d) => d.id === definition.id)}
          />
          {chosen.length > 0 ? (
            <Stack
              direction="row"
              useFlexGap
              spacing={0.5}
              sx={{ flexWrap: 'wrap' }}
              role="list"
              aria-label={t('routineBuilder.chosenItems')}
            >
              {chosen.map((definition) => (
                <Chip
                  key={definition.id}
                  role="listitem"
                  label={definition.title}
                  onDelete={busy ? undefined : () => toggle(definition)}
                  size="small"
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.close')}
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={busy || chosen.length === 0}>
          {t('routineBuilder.addChosen', { count: chosen.length, day: day ?? 1 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
