import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';

/** A header cell of its row (th scope). */
const ROW_SCOPE = 'row';

type Kept = Record<string, unknown> | unknown[] | null;

/** A kept value as text: strings as they are, anything else as JSON; nothing for a field not kept. */
const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The fields of one side (a list is one field, `value`). */
const fieldsOf = (kept: Kept): Record<string, unknown> =>
  kept === null ? {} : Array.isArray(kept) ? { value: kept } : kept;

/** The fields of a row before and after a change, those that changed highlighted. */
export function diffRows(before: Kept, after: Kept) {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((field) => {
    const was = show(b[field]);
    const is = show(a[field]);
    // A field only one side keeps is a change only where both sides exist (a create or a delete shows all).
    const changed = before !== null && after !== null && was !== is;
    return { field, was, is, changed };
  });
}

/** One changed row: its fields, what they were and what they became; the changed ones highlighted. */
export function RowDiff({ before, after, label }: { before: Kept; after: Kept; label: string }) {
  const { t } = useTranslation();
  const rows = diffRows(before, after);
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('audit.field')}</TableCell>
          <TableCell>{t('audit.before')}</TableCell>
          <TableCell>{t('audit.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.field}
            data-changed={row.changed || undefined}
            sx={row.changed ? { bgcolor: 'warning.light', '& td': { fontWeight: 600 } } : undefined}
          >
            <TableCell component="th" scope={ROW_SCOPE}>
              {row.field}
              {row.changed ? (
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {' '}
                  ({t('audit.changed')})
                </Box>
              ) : null}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.was}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.is}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
