import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TITLE } from '../../app/constants';
import { useTenant } from '../../app/tenant/TenantContext';

const SECTIONS = ['who', 'collect', 'use', 'share', 'keep', 'rights'] as const;

/** /privacy, for the tenants whose configuration turns it on. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const product = useTenant().title || PRODUCT_TITLE;
  return (
    <Paper component="article" sx={{ p: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('privacy.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('privacy.updated', { product })}</Typography>
      {SECTIONS.map((section) => (
        <section key={section}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t(`privacy.${section}Title`)}
          </Typography>
          <Typography>{t(`privacy.${section}`, { product })}</Typography>
        </section>
      ))}
    </Paper>
  );
}
