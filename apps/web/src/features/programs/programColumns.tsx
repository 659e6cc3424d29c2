import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Program } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../app/lists/PagedTable';
import { ProgramActiveSwitch } from './ProgramActiveSwitch';

export interface ProgramActions {
  manage: (program: Program) => void;
  edit: (program: Program) => void;
  remove: (program: Program) => void;
}

/** The programs table: name, description, the active switch, how many follow it, and its actions. */
export function useProgramColumns(actions: ProgramActions): Column<Program>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'name', label: t('companies.name'), render: (program) => program.name },
      {
        key: 'description',
        label: t('companies.description'),
        render: (program) => program.description,
      },
      {
        key: 'active',
        label: t('companies.active'),
        render: (program) => <ProgramActiveSwitch program={program} />,
      },
      {
        key: 'profilesCount',
        label: t('companies.assignedCount'),
        align: 'right',
        render: (program) => program.profilesCount,
      },
      {
        key: 'actions',
        label: t('companies.actions'),
        card: 'action',
        align: 'right',
        render: (program) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={t('companies.manageProfiles', { name: program.name })}
              onClick={() => actions.manage(program)}
            >
              <GroupAddIcon />
            </IconButton>
            <IconButton
              aria-label={t('companies.editProgram', { name: program.name })}
              onClick={() => actions.edit(program)}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={t('companies.deleteProgram', { name: program.name })}
              onClick={() => actions.remove(program)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ),
      },
    ],
    [t, actions],
  );
}
