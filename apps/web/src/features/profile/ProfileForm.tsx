import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  languageSchema,
  profileSchema,
  updateProfileBodySchema,
  type Profile,
  type UpdateProfileBody,
} from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../app/forms/FormTextField';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { VersionedForm } from '../../app/forms/VersionedForm';
import { setLanguage } from '../../app/i18n/i18n';
import { profileQueryKey } from '../../app/profile/currentProfile';

const toValues = ({ firstName, lastName, language }: Profile): UpdateProfileBody => ({ firstName, lastName, language });
const parseProfile = (body: unknown) => profileSchema.parse(body);

/** First name, last name and language; e-mail and role shown read-only. A saved language applies at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const state = useVersionedForm({
    schema: updateProfileBodySchema,
    resource: profile,
    toValues,
    path: `/profiles/${profile.id}`,
    parse: parseProfile,
    queryKey: profileQueryKey(profile.id),
    onSaved: (saved) => setLanguage(saved.language),
    successMessage: (tNow) => tNow('profile.updated'),
  });

  return (
    <VersionedForm state={state}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<UpdateProfileBody>
          name="firstName"
          label={t('profile.firstName')}
          autoComplete="given-name"
          required
          fullWidth
        />
        <FormTextField<UpdateProfileBody>
          name="lastName"
          label={t('profile.lastName')}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <FormTextField<UpdateProfileBody> name="language" label={t('profile.language')} select required>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <TextField
        label={t('profile.email')}
        value={profile.email}
        helperText={t('profile.emailReadOnly')}
        slotProps={{ input: { readOnly: true } }}
      />
    </VersionedForm>
  );
}
