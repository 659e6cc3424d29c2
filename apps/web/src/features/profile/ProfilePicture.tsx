import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Profile } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { profileQueryKey } from '../../app/profile/currentProfile';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { useSnackbar } from '../../app/ui/snackbar';
import { uploadProfilePicture } from './uploadPicture';

/** Out of sight and out of the tab order: the button opens it, so keyboards reach it by the button. */
const HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** The user's avatar with "Change picture": the upload shows at once here and in the top bar. */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const key = profileQueryKey(profile.id);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const saved = await uploadProfilePicture(profile, file, (current) => queryClient.setQueryData(key, current));
      queryClient.setQueryData(key, saved);
      snackbar.show(t('profile.updated'));
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <UserAvatar picture={profile.thumbnailUrl} firstName={profile.firstName} lastName={profile.lastName} size={96} />
      <Button size="small" startIcon={<PhotoCameraIcon />} loading={busy} onClick={() => input.current?.click()}>
        {t('profile.changePicture')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/heif,image/tiff"
        aria-label={t('profile.pictureFile')}
        title={t('profile.pictureHint')}
        tabIndex={-1}
        style={HIDDEN_INPUT}
        onChange={(event) => void onFile(event)}
      />
    </Stack>
  );
}
