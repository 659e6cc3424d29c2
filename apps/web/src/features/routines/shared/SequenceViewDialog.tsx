import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SequenceItem } from '@stride/contracts';
import { useId, useMemo } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { errorMessage } from '../../../app/errors';
import { DefinitionThumbnail } from '../definitions/DefinitionThumbnail';
import { useSequence } from '../sequences/sequencesQueries';

/**
 * A routine shared with one's practice, read-only: its days (Day 1 … Day N) and the items of each day in
 * order; the days without items are summed up, not drawn. "Import" copies it into one's own library.
 */
export function SequenceViewDialog({
  id,
  title,
  onClose,
  onImport,
}: {
  id: number;
  title: string;
  onClose: () => void;
  /** Import it (a received routine); absent: no import (a sent one). */
  onImport?: () => void;
}) {
  const { t } = useTenantTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const sequence = useSequence(id);
  const days = useMemo(() => {
    const byDay = new Map<number, SequenceItem[]>();
    for (const item of sequence.data?.items ?? []) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item]);
    return [...byDay].sort(([a], [b]) => a - b);
  }, [sequence.data]);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {sequence.data?.title ?? title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="info">{t('sharing.routineReadOnly')}</Alert>
          {sequence.isLoading ? <LinearProgress aria-label={t('common.loading')} /> : null}
          {sequence.error ? <Alert severity="error">{errorMessage(sequence.error, t)}</Alert> : null}
          {sequence.data ? (
            <Typography variant="body2">
              {t('sharing.routineSummary', { days: sequence.data.days, count: sequence.data.items.length })}
            </Typography>
          ) : null}
          {days.map(([day, items]) => (
            <Paper
              key={day}
              variant="outlined"
              sx={{ p: 1 }}
              component="section"
              aria-labelledby={`${titleId}-d${day}`}
            >
              <Typography id={`${titleId}-d${day}`} component="h3" variant="subtitle2" sx={{ px: 1 }}>
                {t('sharing.day', { day })}
              </Typography>
              <List dense disablePadding>
                {items.map((item) => (
                  <ListItem key={item.id}>
                    <ListItemIcon sx={{ minWidth: 56 }}>
                      <DefinitionThumbnail definition={item} />
                    </ListItemIcon>
                    <ListItemText
                      primary={item.title}
                      secondary={t(`routines.kind.${item.kind}`)}
                      slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            </Paper>
          ))}
          {sequence.data && days.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('sharing.routineEmpty')}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        {onImport ? (
          <Button variant="contained" onClick={onImport}>
            {t('sharing.import')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
