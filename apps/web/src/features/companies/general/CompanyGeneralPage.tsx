import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useActor } from '../../../app/auth/useActor';
import { CompanyFlags } from './CompanyFlags';
import { CompanyForm } from './CompanyForm';
import { CompanyPicture } from './CompanyPicture';
import { useCompany } from '../companyQueries';
import { DeleteCompanySection } from './DeleteCompanySection';

/** /company/{id}/general: name and picture, features, delete. The frame (CompanyLayout) loads the company. */
export default function CompanyGeneralPage() {
  const { t } = useTranslation();
  const { data: company } = useCompany(Number(useParams().id));
  const actor = useActor();
  if (!company) return null;
  const editable = can(actor, 'company.update', company);
  const admin = can(actor, 'company.setFlags', company);
  const deletable = can(actor, 'company.delete', company);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Section title={t('companies.detailsTitle')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
            <CompanyPicture company={company} editable={editable} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <CompanyForm key={company.id} company={company} editable={editable} />
            </Box>
          </Stack>
        </Section>
        <Section title={t('companies.flagsTitle')} hint={t('companies.flagsHint')}>
          <CompanyFlags company={company} editable={admin} />
        </Section>
        {deletable ? (
          <Section title={t('companies.deleteTitle')}>
            <DeleteCompanySection company={company} />
          </Section>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: hint ? 0.5 : 2 }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}
