import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import type { TabLayoutProps } from '../../app/routes/pages';
import { useBreadcrumbLabel } from '../../app/shell/breadcrumbLabels';
import { RouteTabs } from '../../app/shell/RouteTabs';
import { CompanyAvatar } from './CompanyAvatar';
import { useCompany } from './companyQueries';

/** The frame of /company/{id}/*: the company's picture, name and head counts, then the tabs. */
export default function CompanyLayout({ access, children }: TabLayoutProps) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: company, error, isPending } = useCompany(id);
  useBreadcrumbLabel(id, company?.name);

  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (error) return <Alert severity="error">{`${t('companies.loadFailed')} ${errorMessage(error, t)}`}</Alert>;

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CompanyAvatar company={company} size={72} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {t('companies.counts', { staff: company.staffCount, participants: company.participantsCount })}
            </Typography>
          </Box>
        </Stack>
      </Paper>
      <Box>
        <RouteTabs group="company" access={access} />
        {children}
      </Box>
    </Stack>
  );
}
