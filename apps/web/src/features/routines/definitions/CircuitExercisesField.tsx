import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Definition, DefinitionMedia } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { SearchField } from '../../../app/lists/SearchField';
import { DefinitionThumbnail } from './DefinitionThumbnail';
import { useExerciseChoices } from '../routinesQueries';

/** One exercise of a circuit in the dialog, in order. */
export interface CircuitExercise {
  exerciseDefinitionId: number;
  title: string;
  media: DefinitionMedia | null;
}

/** Picks exercises of the library (search, pages), in the order they are ticked. Rendered while open. */
function ExercisePickerDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (items: CircuitExercise[]) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<CircuitExercise[]>([]);
  const choices = useExerciseChoices(search, page, true);
  const items = choices.data?.items ?? [];
  const isTicked = (d: Definition) => ticked.some((e) => e.exerciseDefinitionId === d.id);
  const toggle = (d: Definition) =>
    setTicked((previous) =>
      isTicked(d)
        ? previous.filter((e) => e.exerciseDefinitionId !== d.id)
        : [...previous, { exerciseDefinitionId: d.id, title: d.title, media: d.media }],
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('routines.pickExercisesTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <SearchField
            value={search}
            onChange={(value) => {
              setSearch(value.trim());
              setPage(1);
            }}
            label={t('routines.search')}
          />
          {choices.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <Box sx={{ height: 4 }} />}
          {choices.error ? <Alert severity="error">{errorMessage(choices.error, t)}</Alert> : null}
          <List dense aria-label={t('routines.pickExercisesList')} sx={{ minHeight: 200 }}>
            {items.map((d) => (
              <ListItem key={d.id} disablePadding>
                <ListItemButton onClick={() => toggle(d)} selected={isTicked(d)}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      size="small"
                      checked={isTicked(d)}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-label': d.title } }}
                    />
                  </ListItemIcon>
                  <ListItemIcon sx={{ mr: 1.5 }}>
                    <DefinitionThumbnail definition={d} size={40} />
                  </ListItemIcon>
                  <ListItemText primary={d.title} secondary={d.editable ? null : t('routines.libraryPlatform')} />
                </ListItemButton>
              </ListItem>
            ))}
            {choices.data && items.length === 0 ? (
              <Typography sx={{ p: 2, color: 'text.secondary', textAlign: 'center' }}>
                {t('routines.noExercises')}
              </Typography>
            ) : null}
          </List>
          {(choices.data?._meta.pageCount ?? 1) > 1 ? (
            <Pagination
              count={choices.data?._meta.pageCount ?? 1}
              page={page}
              onChange={(_event, next) => setPage(next)}
              getItemAriaLabel={(type, number) =>
                type === 'page' ? t('routines.pickerPage', { number }) : t(`lists.goTo.${type}`)
              }
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={ticked.length === 0}
          onClick={() => {
            onAdd(ticked);
            onClose();
          }}
        >
          {t('routines.addExercises', { count: ticked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A circuit's exercises in order: add from the library, move up or down, take out. The error (none
 * chosen) is said under the list.
 */
export function CircuitExercisesField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: readonly CircuitExercise[];
  onChange: (next: CircuitExercise[]) => void;
  disabled: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [picking, setPicking] = useState(false);
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">
        {t('routines.circuitExercises')}
      </Typography>
      <List dense aria-label={t('routines.circuitExercises')}>
        {value.map((exercise, index) => (
          <ListItem
            key={`${exercise.exerciseDefinitionId}-${index}`}
            disableGutters
            secondaryAction={
              disabled ? null : (
                <Stack direction="row">
                  <IconButton
                    size="small"
                    disabled={index === 0}
                    aria-label={t('routines.moveUp', { title: exercise.title, position: index + 1 })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={index === value.length - 1}
                    aria-label={t('routines.moveDown', { title: exercise.title, position: index + 1 })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('routines.takeOut', { title: exercise.title, position: index + 1 })}
                    onClick={() => onChange(value.filter((_e, i) => i !== index))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              )
            }
            sx={{ pr: disabled ? 0 : 15 }}
          >
            <Typography variant="body2" sx={{ width: 28, flex: 'none', color: 'text.secondary' }} aria-hidden>
              {index + 1}.
            </Typography>
            <ListItemIcon sx={{ mr: 1.5, minWidth: 0 }}>
              <DefinitionThumbnail
                definition={{ title: exercise.title, kind: 'EXERCISE', media: exercise.media }}
                size={36}
              />
            </ListItemIcon>
            <ListItemText primary={exercise.title} slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }} />
          </ListItem>
        ))}
      </List>
      {value.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('routines.circuitEmpty')}
        </Typography>
      ) : null}
      {error ? (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      ) : null}
      {disabled ? null : (
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setPicking(true)} sx={{ mt: 1 }}>
          {t('routines.addExercisesButton')}
        </Button>
      )}
      {picking ? (
        <ExercisePickerDialog onClose={() => setPicking(false)} onAdd={(items) => onChange([...value, ...items])} />
      ) : null}
    </Box>
  );
}
