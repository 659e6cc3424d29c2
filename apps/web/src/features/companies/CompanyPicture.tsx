import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Company } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { uploadCompanyPicture } from './companyApi';
import { CompanyAvatar } from './CompanyAvatar';
import { companyKey, companyListKey } from './companyQueries';

/** Out of sight and out of the tab order: the button opens it, so keyboards reach it by the button. */
const HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/heif,image/tiff';

/** The company's picture with "Change picture" for those who may: the upload shows at once here and in the header. */
export function CompanyPicture({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const key = companyKey(company.id);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const saved = await uploadCompanyPicture(company, file, (current) => queryClient.setQueryData(key, current));
      queryClient.setQueryData(key, saved);
      snackbar.show(t('companies.saved'));
      await queryClient.invalidateQueries({ queryKey: companyListKey });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <CompanyAvatar company={company} size={96} />
      {editable ? (
        <>
          <Button size="small" startIcon={<PhotoCameraIcon />} loading={busy} onClick={() => input.current?.click()}>
            {t('companies.changePicture')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-label={t('companies.pictureFile')}
            title={t('companies.pictureHint')}
            tabIndex={-1}
            style={HIDDEN_INPUT}
            onChange={(event) => void onFile(event)}
          />
        </>
      ) : null}
    </Stack>
  );
}
