import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/errors';
import { formatDate } from '../../../app/format/dates';
import { useSequenceParticipants } from '../sequences/sequencesQueries';

/** A calendar day (YYYY-MM-DD) as the language writes it, the same day in every time zone. */
const calendarDay = (date: string) => formatDate(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00` : date);

/** "Participants": who has the routine assigned and from which day (GET {id}/participants), newest first. */
export function ParticipantsPanel({ sequenceId }: { sequenceId: number }) {
  const { t } = useTenantTranslation();
  const [page, setPage] = useState(1);
  const participants = useSequenceParticipants(sequenceId, page);
  const meta = participants.data?._meta;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="routine-participants" sx={{ p: 2 }}>
      <Typography id="routine-participants" component="h2" variant="subtitle1">
        {t('routineBuilder.participantsTitle')}
        {meta ? ` (${meta.totalCount})` : ''}
      </Typography>
      {participants.error ? <Alert severity="error">{errorMessage(participants.error, t)}</Alert> : null}
      {participants.data && participants.data.items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('routineBuilder.participantsEmpty')}
        </Typography>
      ) : null}
      <List dense aria-label={t('routineBuilder.participantsTitle')}>
        {(participants.data?.items ?? []).map((assignment) => (
          <ListItem key={assignment.assignmentId} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/participants/${assignment.participantProfileId}/routines`}>
                  {assignment.name}
                </Link>
              }
              secondary={t('routineBuilder.participantsFrom', {
                start: calendarDay(assignment.startDate),
                assigned: formatDate(assignment.assignedAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      {meta && meta.pageCount > 1 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('routineBuilder.previousPage')}
          </Button>
          <Typography variant="body2">{t('routineBuilder.pageOf', { page, pages: meta.pageCount })}</Typography>
          <Button size="small" disabled={page >= meta.pageCount} onClick={() => setPage(page + 1)}>
            {t('routineBuilder.nextPage')}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}
