import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { endpoints, type Company } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorHandler } from '../../../app/errors';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { COMPANIES_KEY, companyKey, getCompany } from '../companyQueries';
import { callEndpoint, removeVersioned } from '../../../app/api';

/** Delete company (admins): confirmed, then 'Company deleted!' and back to the list. The server refuses one with people. */
export function DeleteCompanySection({ company }: { company: Company }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    try {
      const params = { id: company.id };
      await removeVersioned(
        company.version,
        (version) => callEndpoint(endpoints.companies.delete, { params, version }),
        () => getCompany(company.id),
      );
    } catch (error) {
      handleError(error);
      throw error;
    }
    snackbar.show(t('companies.deleted'));
    await navigate('/company');
    // Gone: not refetched (a 404) by the page that is closing.
    queryClient.removeQueries({ queryKey: companyKey(company.id) });
    await queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('companies.deleteHint')}</Typography>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('companies.deleteTitle')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('companies.deleteTitle')}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      >
        {t('companies.deleteQuestion', { name: company.name })}
      </ConfirmDialog>
    </Stack>
  );
}
