import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PageMeta } from '@stride/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors';
import type { ListParamsApi } from './useListParams';

export interface Column<T> {
  /** Unique per table; also the sort key when `sortable`. */
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /**
   * Its place on a phone's card (below the `sm` breakpoint the rows become cards): 'primary' is the card's
   * headline (by default the first column that is neither 'lead' nor 'action'), 'lead' goes before it
   * without a label (a checkbox), 'action' at the card's end without a label (a row's menu); the other
   * columns follow as label and value, left out when empty.
   */
  card?: 'primary' | 'lead' | 'action';
}

interface PagedTableProps<T> {
  /** The table's accessible name, e.g. "Participants". */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  meta: PageMeta | undefined;
  rowKey: (row: T) => string | number;
  list: ListParamsApi;
  loading: boolean;
  error: unknown;
  /** Shown when the page holds no rows. */
  emptyText: string;
}

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * The one list table: sortable headers, a page of rows from the server, paging below; state in useListParams.
 * Below the `sm` breakpoint (phones) the same columns render as a list of cards with a sort control, so a
 * list reads without scrolling sideways.
 */
export function PagedTable<T>({
  label,
  columns,
  rows,
  meta,
  rowKey,
  list,
  loading,
  error,
  emptyText,
}: PagedTableProps<T>) {
  const { t } = useTranslation();
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Paper variant="outlined">
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : <div style={{ height: 4 }} />}
      {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
      {cards ? (
        <CardList label={label} columns={columns} rows={rows} rowKey={rowKey} list={list} emptyText={emptyText} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    sortDirection={list.sort === column.key ? list.order : false}
                  >
                    {column.sortable ? (
                      <TableSortLabel
                        active={list.sort === column.key}
                        direction={list.sort === column.key ? list.order : 'asc'}
                        onClick={() =>
                          list.setSort(column.key, list.sort === column.key && list.order === 'asc' ? 'desc' : 'asc')
                        }
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows?.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {rows && rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {/* An empty list says so (emptyText) and has no pages to go through ("0–0 of 0"). */}
      {meta?.totalCount === 0 ? null : (
        <TablePagination
          component="div"
          count={meta?.totalCount ?? 0}
          page={meta ? Math.max(0, Math.min(list.page, Math.max(meta.pageCount, 1)) - 1) : list.page - 1}
          rowsPerPage={list.perPage}
          rowsPerPageOptions={cards ? [] : PAGE_SIZES}
          onPageChange={(_, page) => list.setPage(page + 1)}
          onRowsPerPageChange={(event) => list.setPerPage(Number(event.target.value))}
          labelRowsPerPage={t('lists.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('lists.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`lists.goTo.${type}`)}
        />
      )}
    </Paper>
  );
}

type CardListProps<T> = Pick<PagedTableProps<T>, 'label' | 'columns' | 'rows' | 'rowKey' | 'list' | 'emptyText'>;

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

/** The rows as cards (phones): headline, then each other column as label and value; sorting by a select. */
function CardList<T>({ label, columns, rows, rowKey, list, emptyText }: CardListProps<T>) {
  const { t } = useTranslation();
  const lead = columns.filter((c) => c.card === 'lead');
  const actions = columns.filter((c) => c.card === 'action');
  const primary =
    columns.find((c) => c.card === 'primary') ?? columns.find((c) => c.card !== 'lead' && c.card !== 'action');
  const details = columns.filter((c) => c !== primary && c.card !== 'lead' && c.card !== 'action');
  const sortable = columns.filter((c) => c.sortable);
  const sortColumn = sortable.find((c) => c.key === list.sort);

  return (
    <>
      {sortable.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t('lists.sortBy')}
            value={sortColumn?.key ?? ''}
            onChange={(event) => list.setSort(event.target.value, list.order)}
          >
            {sortable.map((column) => (
              <MenuItem key={column.key} value={column.key}>
                {column.label}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={list.order === 'desc' ? t('lists.sortDescending') : t('lists.sortAscending')}
            disabled={!sortColumn}
            onClick={() => list.setSort(list.sort ?? '', list.order === 'asc' ? 'desc' : 'asc')}
          >
            {list.order === 'desc' ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
          </IconButton>
        </Box>
      ) : null}
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows?.map((row) => {
          const shown = details
            .map((column) => ({ column, value: column.render(row) }))
            .filter((d) => !isEmpty(d.value));
          return (
            <Box component="li" key={rowKey(row)} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {lead.map((column) => (
                  <Fragment key={column.key}>{column.render(row)}</Fragment>
                ))}
                <Box sx={{ flex: 1, minWidth: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {primary?.render(row)}
                </Box>
                {actions.map((column) => (
                  <Fragment key={column.key}>{column.render(row)}</Fragment>
                ))}
              </Box>
              {shown.length > 0 ? (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    m: 0,
                    mt: 1,
                  }}
                >
                  {shown.map(({ column, value }) => (
                    <Fragment key={column.key}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {value}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Box>
      {rows && rows.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {emptyText}
        </Typography>
      ) : null}
    </>
  );
}
