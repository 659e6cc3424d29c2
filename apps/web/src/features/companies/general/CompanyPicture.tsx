import Stack from '@mui/material/Stack';
import type { Company } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PictureUploadButton } from '../../../app/ui/PictureUploadButton';
import { useSnackbar } from '../../../app/ui/snackbar';
import { uploadCompanyPicture } from '../companyApi';
import { CompanyAvatar } from '../CompanyAvatar';
import { companyKey, companyListKey } from '../companyQueries';

/** The company's picture with "Change picture" for those who may: the upload shows at once here and in the header. */
export function CompanyPicture({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const key = companyKey(company.id);

  const upload = async (file: File) => {
    const saved = await uploadCompanyPicture(company, file, (current) => queryClient.setQueryData(key, current));
    queryClient.setQueryData(key, saved);
    snackbar.show(t('companies.saved'));
    await queryClient.invalidateQueries({ queryKey: companyListKey });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <CompanyAvatar company={company} size={96} />
      {editable ? (
        <PictureUploadButton
          label={t('companies.changePicture')}
          fileLabel={t('companies.pictureFile')}
          hint={t('companies.pictureHint')}
          onUpload={upload}
        />
      ) : null}
    </Stack>
  );
}
