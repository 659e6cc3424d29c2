import Stack from '@mui/material/Stack';
import type { Profile } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileQueryKey } from '../../app/profile/currentProfile';
import { PictureUploadButton } from '../../app/ui/PictureUploadButton';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { useSnackbar } from '../../app/ui/snackbar';
import { uploadProfilePicture } from './uploadPicture';

/** The user's avatar with "Change picture": the upload shows at once here and in the top bar. */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const key = profileQueryKey(profile.id);

  const upload = async (file: File) => {
    const saved = await uploadProfilePicture(profile, file, (current) => queryClient.setQueryData(key, current));
    queryClient.setQueryData(key, saved);
    snackbar.show(t('profile.updated'));
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <UserAvatar picture={profile.thumbnailUrl} firstName={profile.firstName} lastName={profile.lastName} size={96} />
      <PictureUploadButton
        label={t('profile.changePicture')}
        fileLabel={t('profile.pictureFile')}
        hint={t('profile.pictureHint')}
        onUpload={upload}
      />
    </Stack>
  );
}
