import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  can,
  endpoints,
  languageSchema,
  teamRoleIdSchema,
  updateTeamUserBodySchema,
  type PolicyActor,
  type StaffUser,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { FormTextField } from '../../app/forms/FormTextField';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { VersionedForm } from '../../app/forms/VersionedForm';
import { profileQueryKey } from '../../app/profile/currentProfile';
import { asTeamMember, getTeamMember, teamListKey, teamMemberKey, useTeamRoles } from './teamQueries';

type Values = z.input<typeof updateTeamUserBodySchema>;

/** The body PUT /bhUsers/{id} takes; the role only where this actor may change it (else it is kept). */
function valuesOf(member: StaffUser, withRole: boolean): Values {
  const { firstName, lastName, email, language, roleId } = member;
  const role = teamRoleIdSchema.safeParse(roleId);
  return withRole && role.success
    ? { firstName, lastName, email, language, roleId: role.data }
    : { firstName, lastName, email, language };
}

/** A team member's name, e-mail, language and role, saved with If-Match ('Saved!'). */
export function TeamMemberForm({ member, actor }: { member: StaffUser; actor: PolicyActor }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = can(actor, 'teamMember.update', asTeamMember(member));
  const roleEditable = can(actor, 'teamMember.changeRole', asTeamMember(member));
  // Until the dictionary answers, the current role alone (a select must hold its value among its options).
  const roles = useTeamRoles().data ?? [member.roleId];
  const state = useVersionedForm({
    schema: updateTeamUserBodySchema,
    resource: member,
    toValues: (resource) => valuesOf(resource, roleEditable),
    save: (body, version) => callEndpoint(endpoints.team.update, { params: { id: member.id }, body, version }),
    reload: () => getTeamMember(member.id),
    queryKey: teamMemberKey(member.id),
    successMessage: (tNow) => tNow('team.saved'),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: teamListKey });
      // One's own name and picture also head the top bar.
      if (saved.id === actor.userId)
        await queryClient.invalidateQueries({ queryKey: profileQueryKey(saved.profileId) });
    },
  });

  return (
    <VersionedForm state={state}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Values> name="firstName" label={t('team.firstName')} required fullWidth disabled={!editable} />
        <FormTextField<Values> name="lastName" label={t('team.lastName')} required fullWidth disabled={!editable} />
      </Stack>
      <FormTextField<Values>
        name="email"
        label={t('team.email')}
        type="email"
        required
        disabled={!editable}
        slotProps={{ htmlInput: { readOnly: member.emailConfirmed } }}
        helperText={editable && member.emailConfirmed ? t('common.emailConfirmedLocked') : undefined}
      />
      <FormTextField<Values> name="language" label={t('team.language')} select required disabled={!editable}>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {roleEditable ? (
        <FormTextField<Values> name="roleId" label={t('team.role')} select required>
          {roles.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </FormTextField>
      ) : (
        <TextField
          label={t('team.role')}
          value={t(`roles.${member.roleId}`)}
          helperText={editable ? t('team.roleFixed') : t('team.readOnly')}
          slotProps={{ input: { readOnly: true } }}
        />
      )}
    </VersionedForm>
  );
}
