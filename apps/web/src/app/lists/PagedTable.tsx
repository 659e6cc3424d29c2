import Alert from '@mui/material/Alert';
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
import type { PageMeta } from '@stride/contracts';
import type { ReactNode } from 'react';
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

/** The one list table: sortable headers, a page of rows from the server, paging below; state in useListParams. */
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
  return (
    <Paper variant="outlined">
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : <div style={{ height: 4 }} />}
      {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
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
      <TablePagination
        component="div"
        count={meta?.totalCount ?? 0}
        page={meta ? Math.max(0, Math.min(list.page, Math.max(meta.pageCount, 1)) - 1) : list.page - 1}
        rowsPerPage={list.perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, page) => list.setPage(page + 1)}
        onRowsPerPageChange={(event) => list.setPerPage(Number(event.target.value))}
        labelRowsPerPage={t('lists.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('lists.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`lists.goTo.${type}`)}
      />
    </Paper>
  );
}
