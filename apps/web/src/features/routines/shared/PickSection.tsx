import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { SearchField } from '../../../app/lists/SearchField';

/** What is chosen on the import page: each id with its title. */
export type Chosen = ReadonlyMap<number, string>;

export function toggled(map: Chosen, id: number, title: string, on: boolean): Chosen {
  const next = new Map(map);
  if (on) next.set(id, title);
  else next.delete(id);
  return next;
}

/** One section of the page: a heading, a search, a list of checkboxes and its pager. */
export function PickSection({
  title,
  search,
  onSearch,
  searchLabel,
  loading,
  error,
  rows,
  chosen,
  onToggle,
  page,
  pageCount,
  onPage,
  empty,
  children,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  searchLabel: string;
  loading: boolean;
  error: unknown;
  rows: readonly { id: number; title: string; detail: string }[];
  chosen: Chosen;
  onToggle: (id: number, title: string, on: boolean) => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  empty: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        <SearchField value={search} onChange={onSearch} label={searchLabel} />
        {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
        <FormGroup role="group" aria-labelledby={headingId}>
          {rows.map((row) => (
            <FormControlLabel
              key={row.id}
              control={
                <Checkbox
                  checked={chosen.has(row.id)}
                  onChange={(event) => onToggle(row.id, row.title, event.target.checked)}
                />
              }
              label={
                <span>
                  <span style={{ wordBreak: 'break-word' }}>{row.title}</span>
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary', display: 'block' }}>
                    {row.detail}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiCheckbox-root': { pt: 0.5 } }}
            />
          ))}
        </FormGroup>
        {!loading && rows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {empty}
          </Typography>
        ) : null}
        {pageCount > 1 ? (
          <Pagination
            page={page}
            count={pageCount}
            onChange={(_event, next) => onPage(next)}
            size="small"
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('sharing.pager.page', { page: n }) : t(`sharing.pager.${type}`)
            }
          />
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
