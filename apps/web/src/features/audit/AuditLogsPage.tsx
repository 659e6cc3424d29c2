import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endpoints, type AuditOperation } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLoadFailed } from './AuditLoadFailed';
import { Link as RouterLink } from 'react-router';
import { useErrorHandler } from '../../app/errors';
import { formatDateTime, formatRelativeTime } from '../../app/format/dates';
import { PagedTable, type Column } from '../../app/lists/PagedTable';
import { usePagedEndpoint } from '../../app/lists/usePagedEndpoint';
import { useListParams, type ListParamsApi } from '../../app/lists/useListParams';
import { AuditFilters, FILTER } from './AuditFilters';
import { auditFiltersOf, downloadAuditCsv } from './auditApi';
import { auditListKey } from './auditQueries';
import { PageViewsChart } from './PageViewsChart';

/** /admin-panel/logs: the tenant's audit log, filtered from the address, newest first; CSV of the filtered rows. */
export default function AuditLogsPage() {
  const { t } = useTranslation();
  const list = useListParams();
  const filters = auditFiltersOf(list.filters, list.search);
  const { data, error, isFetching, refetch } = usePagedEndpoint(auditListKey, endpoints.audit.operations, {
    query: { ...filters, page: list.page, perPage: list.perPage },
  });
  const [exporting, setExporting] = useState(false);
  const showError = useErrorHandler();
  const columns = useAuditColumns(list);

  const exportCsv = () => {
    setExporting(true);
    downloadAuditCsv(filters)
      .catch((e: unknown) => showError(e))
      .finally(() => setExporting(false));
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('audit.title')}
        </Typography>
        <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={exportCsv} disabled={exporting}>
          {t('audit.exportCsv')}
        </Button>
      </Stack>
      <PageViewsChart />
      <AuditFilters list={list} />
      {error ? <AuditLoadFailed onRetry={() => void refetch()} /> : null}
      <PagedTable
        label={t('audit.tableLabel')}
        columns={columns}
        rows={data?.content}
        meta={data?._meta}
        rowKey={(op) => op.id}
        list={list}
        loading={isFetching}
        error={null}
        emptyText={t('audit.empty')}
      />
    </Stack>
  );
}

/** The table's columns: when (relative, and the moment), what, on what, who (and the surrogate), the request. */
function useAuditColumns(list: ListParamsApi): Column<AuditOperation>[] {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  return useMemo(
    () => [
      {
        key: 'at',
        label: t('audit.at'),
        card: 'primary',
        render: (op) => (
          <Link component={RouterLink} to={`/admin-panel/logs/${op.id}`} title={formatDateTime(op.at)}>
            <span>{formatRelativeTime(op.at, now)}</span>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {formatDateTime(op.at)}
            </Typography>
          </Link>
        ),
      },
      { key: 'operation', label: t('audit.operation'), render: (op) => op.operation },
      {
        key: 'entity',
        label: t('audit.entity'),
        render: (op) => (op.entityId ? `${op.entityType} #${op.entityId}` : op.entityType),
      },
      {
        key: 'actor',
        label: t('audit.actor'),
        render: (op) =>
          op.actor ? (
            <>
              <Link component="button" type="button" onClick={() => list.setFilter(FILTER.actor, String(op.actor!.id))}>
                {op.actor.name ?? `#${op.actor.id}`}
              </Link>
              {op.surrogateActor ? (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t('audit.asSurrogate', { name: op.surrogateActor.name ?? `#${op.surrogateActor.id}` })}
                </Typography>
              ) : null}
            </>
          ) : (
            t('audit.system')
          ),
      },
      {
        key: 'subject',
        label: t('audit.participant'),
        render: (op) =>
          op.subject ? (
            <Link
              component="button"
              type="button"
              onClick={() => list.setFilter(FILTER.participant, String(op.subject!.id))}
            >
              {op.subject.name ?? `#${op.subject.id}`}
            </Link>
          ) : null,
      },
      {
        key: 'traceId',
        label: t('audit.traceId'),
        render: (op) =>
          op.traceId ? (
            <Link component="button" type="button" onClick={() => list.setFilter(FILTER.traceId, op.traceId!)}>
              {op.traceId}
            </Link>
          ) : null,
      },
    ],
    [t, now, list],
  );
}
