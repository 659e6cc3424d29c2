import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Participant } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../app/lists/PagedTable';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { formatDateTime } from '../../../app/format/dates';
import { coachName, fullName } from '../participantQueries';
import { programName } from '../general/programName';

/** The list's columns; the keys of the sortable ones are the server's sort names (PARTICIPANT_SORTS). */
export function useParticipantColumns(hidden: ReadonlySet<string>): Column<Participant>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const columns: Column<Participant>[] = [
      {
        key: 'lastName',
        label: t('participants.name'),
        sortable: true,
        render: (p) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar picture={p.thumbnailUrl} firstName={p.firstName} lastName={p.lastName} size={32} />
            <Link component={RouterLink} to={`/participants/${p.id}/general`}>
              {fullName(p)}
            </Link>
          </Stack>
        ),
      },
      { key: 'email', label: t('participants.email'), sortable: true, render: (p) => p.email },
      { key: 'company', label: t('participants.company'), sortable: true, render: (p) => p.companyName ?? '' },
      { key: 'coach', label: t('participants.coach'), sortable: true, render: (p) => coachName(p) },
      { key: 'program', label: t('participants.program'), sortable: true, render: (p) => programName(t, p.program) },
      {
        key: 'status',
        label: t('participants.status'),
        sortable: true,
        render: (p) => (p.isActive ? t('common.active') : t('common.inactive')),
      },
      {
        key: 'lastLoginAt',
        label: t('participants.lastSignIn'),
        sortable: true,
        render: (p) => (p.lastLoginAt ? formatDateTime(p.lastLoginAt) : t('participants.neverSignedIn')),
      },
    ];
    return columns.filter((column) => !hidden.has(column.key));
  }, [t, hidden]);
}
