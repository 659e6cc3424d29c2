import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  can,
  createTeamUserBodySchema,
  endpoints,
  languageSchema,
  Role,
  type CreateTeamUserBody,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { useActor } from '../../app/auth/useActor';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { TEAM_KEY, useTeamRoles } from './teamQueries';

type Values = z.input<typeof createTeamUserBodySchema>;
const createTeamUser = (body: CreateTeamUserBody) => callEndpoint(endpoints.team.create, { body });
const EMPTY: Values = { firstName: '', lastName: '', email: '', language: 'en', roleId: Role.Consultant };

/** Add team user: name, e-mail, language and role; the server mails the new user a set-password link. */
export function AddTeamUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actor = useActor();
  // The dictionary lists Admin and Consultant; admins may give Consultant only.
  const roles = (useTeamRoles().data ?? [Role.Consultant]).filter((roleId) =>
    can(actor, 'teamMember.create', { userId: 0, roleId }),
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('team.addTitle')}
      schema={createTeamUserBodySchema}
      defaultValues={EMPTY}
      submit={createTeamUser}
      successMessage={t('team.added')}
      onDone={() => queryClient.invalidateQueries({ queryKey: TEAM_KEY })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Values> name="firstName" label={t('team.firstName')} required fullWidth autoFocus />
        <FormTextField<Values> name="lastName" label={t('team.lastName')} required fullWidth />
      </Stack>
      <FormTextField<Values> name="email" label={t('team.email')} type="email" required />
      <FormTextField<Values> name="language" label={t('team.language')} select required>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<Values> name="roleId" label={t('team.role')} select required>
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
