import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTenantTranslation } from '../../app/tenant/useTenantTranslation';
import type { DefinitionInUse } from './routinesApi';

/**
 * Where a definition is used (409 DEFINITION_IN_USE): the circuits (and, later, routines) by title, in
 * the user's language, and that "Delete anyway" takes it out of them.
 */
export function UsesList({ inUse, title }: { inUse: DefinitionInUse; title?: string }) {
  const { t } = useTenantTranslation();
  return (
    <Alert severity="warning">
      <Typography variant="body2">
        {title ? t('routines.inUseIntroNamed', { title }) : t('routines.inUseIntro', { count: inUse.usedIn.length })}
      </Typography>
      <ul aria-label={t('routines.inUseListLabel')} style={{ margin: '8px 0', paddingLeft: 20 }}>
        {inUse.usedIn.map((use) => (
          <Typography component="li" variant="body2" key={`${use.kind}-${use.id}`}>
            {t(`routines.useKind.${use.kind}`, { defaultValue: t('routines.useKind.other'), title: use.title })}
          </Typography>
        ))}
      </ul>
      <Typography variant="body2">{t('routines.inUseForceHint')}</Typography>
    </Alert>
  );
}
