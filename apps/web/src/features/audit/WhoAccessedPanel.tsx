import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { endpoints } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '../../app/api';
import { formatDateTime } from '../../app/format/dates';
import { AUDIT_KEY } from './auditQueries';

/**
 * "Who accessed this participant" (owner and admins): the last accesses to their record (a read of the log
 * about them, an export, a surrogate login: AUDIT_ACCESS_OPERATIONS), newest first, with a link to all.
 */
export function WhoAccessedPanel({ participantUserId }: { participantUserId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = { participant: String(participantUserId), access: 'true', perPage: 5 } as const;
  const { data, error } = useQuery({
    queryKey: [...AUDIT_KEY, 'accesses', participantUserId],
    queryFn: ({ signal }) => callEndpoint(endpoints.audit.operations, { query, signal }),
  });
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('audit.whoAccessed')}
      </Typography>
      {error ? <Alert severity="error">{t('audit.loadFailed')}</Alert> : null}
      <List dense disablePadding>
        {data?.content.map((op) => (
          <ListItem key={op.id} disableGutters>
            <ListItemText
              primary={`${op.surrogateActor?.name ?? op.actor?.name ?? t('audit.system')} · ${t(`audit.access.${op.operation}`, { defaultValue: op.operation })}`}
              secondary={formatDateTime(op.at)}
            />
          </ListItem>
        ))}
      </List>
      <Link component={RouterLink} to={`/admin-panel/logs?participant=${participantUserId}`}>
        {t('audit.allOfParticipant')}
      </Link>
    </Paper>
  );
}
