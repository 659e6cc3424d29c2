import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { languageSchema, type createPracticeUserBodySchema } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../app/forms/FormTextField';
import { usePracticeRoles } from '../companyQueries';

export type StaffValues = z.input<typeof createPracticeUserBodySchema>;

/**
 * A company user's name, e-mail, language and role: the same fields to add and to edit. An e-mail the person
 * confirmed is theirs to change (docs/security.md, rule 1).
 */
export function StaffFields({ roleFixed, emailLocked }: { roleFixed?: boolean; emailLocked?: boolean }) {
  const { t } = useTranslation();
  const roles = usePracticeRoles().data ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<StaffValues> name="firstName" label={t('companies.firstName')} required fullWidth />
        <FormTextField<StaffValues> name="lastName" label={t('companies.lastName')} required fullWidth />
      </Stack>
      <FormTextField<StaffValues>
        name="email"
        label={t('companies.email')}
        type="email"
        required
        slotProps={{ htmlInput: { readOnly: emailLocked } }}
        helperText={emailLocked ? t('common.emailConfirmedLocked') : undefined}
      />
      <FormTextField<StaffValues> name="language" label={t('companies.language')} select required>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<StaffValues>
        name="roleId"
        label={t('companies.role')}
        select
        required
        disabled={roleFixed}
        helperText={roleFixed ? t('companies.ownRole') : undefined}
      >
        {roles.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`roles.${role}`)}
          </MenuItem>
        ))}
      </FormTextField>
    </>
  );
}
