import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './routeTitle';

/** The 404 page: unknown paths, and routes this user may not see. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('notFound.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}
