import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditOperationDetail } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { AuditLoadFailed } from './AuditLoadFailed';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '../../app/format/dates';
import { useAuditOperation, useDatabaseLogs } from './auditQueries';
import { RowDiff } from './RowDiff';

/** /admin-panel/logs/{id}: one operation, its request, and every row its request changed (before and after). */
export default function AuditOperationPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: op, error, refetch } = useAuditOperation(id);
  return (
    <Stack spacing={2}>
      <div>
        <Button component={RouterLink} to="/admin-panel/logs" startIcon={<ArrowBackIcon />}>
          {t('audit.backToLogs')}
        </Button>
      </div>
      {error ? (
        <AuditLoadFailed onRetry={() => void refetch()} />
      ) : !op ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : (
        <>
          <Typography variant="h5" component="h1">
            {t('audit.operationTitle', { operation: op.operation, entity: op.entityType, id: op.entityId ?? '' })}
          </Typography>
          <OperationFacts op={op} />
          <ChangedRows traceId={op.traceId} fallback={op} />
        </>
      )}
    </Stack>
  );
}

/** Who, when and the request (method, path, trace id, address, browser). */
function OperationFacts({ op }: { op: AuditOperationDetail }) {
  const { t } = useTranslation();
  const facts: [string, string | null | undefined][] = [
    [t('audit.at'), formatDateTime(op.at)],
    [t('audit.actor'), op.actor ? (op.actor.name ?? `#${op.actor.id}`) : t('audit.system')],
    [t('audit.surrogateActor'), op.surrogateActor ? (op.surrogateActor.name ?? `#${op.surrogateActor.id}`) : null],
    [t('audit.participant'), op.subject ? (op.subject.name ?? `#${op.subject.id}`) : null],
    [t('audit.method'), op.request?.method],
    [t('audit.path'), op.request?.path],
    [t('audit.traceId'), op.traceId],
    [t('audit.ip'), op.request?.ip],
    [t('audit.userAgent'), op.request?.userAgent],
  ];
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('audit.request')}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Stack key={label} direction="row" spacing={1}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600, minWidth: 140 }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

/** Every row of the request: each as a before/after table, the changed fields highlighted. */
function ChangedRows({ traceId, fallback }: { traceId: string | null; fallback: AuditOperationDetail }) {
  const { t } = useTranslation();
  const { data, error } = useDatabaseLogs(traceId);
  const rows = data?.content ?? (error || !traceId ? [fallback] : []);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('audit.changedRows')}
      </Typography>
      <Stack spacing={3}>
        {rows.map((row) => {
          const label = t('audit.rowLabel', {
            operation: row.operation,
            entity: row.entityType,
            id: row.entityId ?? '',
          });
          return (
            <section key={row.id} aria-label={label}>
              <Typography variant="subtitle2" component="h3">
                {label}
              </Typography>
              {row.before === null && row.after === null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('audit.noData')}
                </Typography>
              ) : (
                <RowDiff before={row.before} after={row.after} label={label} />
              )}
            </section>
          );
        })}
      </Stack>
    </Paper>
  );
}
