import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  endpoints,
  languageSchema,
  updateProfileBodySchema,
  type Profile,
  type UpdateProfileBody,
} from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { FormTextField } from '../../app/forms/FormTextField';
import { TimeZoneField } from '../../app/forms/TimeZoneField';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { VersionedForm } from '../../app/forms/VersionedForm';
import { setLanguage } from '../../app/i18n/i18n';
import { fetchProfile, profileQueryKey } from '../../app/profile/currentProfile';

const toValues = ({ firstName, lastName, language, timeZone }: Profile): UpdateProfileBody => ({
  firstName,
  lastName,
  language,
  timeZone,
});

/** First name, last name, language and time zone (the sign-in e-mail has its own part). A saved language applies at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const state = useVersionedForm({
    schema: updateProfileBodySchema,
    resource: profile,
    toValues,
    save: (body, version) => callEndpoint(endpoints.profiles.update, { params: { id: profile.id }, body, version }),
    reload: () => fetchProfile(profile.id),
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
      <TimeZoneField<UpdateProfileBody> name="timeZone" label={t('profile.timeZone')} />
    </VersionedForm>
  );
}
