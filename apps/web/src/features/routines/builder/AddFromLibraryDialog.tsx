import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
 * and filtered by kind, a page at a time; choosing one adds it at the end of the day ('Item added!').
 */
export function AddFromLibraryDialog({
  day,
  onClose,
  onAdd,
}: {
  /** The day it adds to; null: closed. */
  day: number | null;
  onClose: () => void;
  /** Adds it; resolves with a failure's message, or null when it was added. */
  onAdd: (definition: Definition) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = day !== null;
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<DefinitionKind | ''>('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
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
    setFailure(null);
  }, [open]);

  const add = async (definition: Definition) => {
    setBusy(definition.id);
    setFailure(null);
    const failed = await onAdd(definition);
    setBusy(null);
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
            disabled={busy !== null}
            itemLabel={(definition) => t('routineBuilder.addItem', { title: definition.title, day: day ?? 1 })}
            kindLabel={(definition) => t(`routineBuilder.kind.${definition.kind}`)}
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
