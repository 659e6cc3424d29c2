import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { endpoints, type SigninSession } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { formatDateTime, formatRelativeTime } from '../../../app/format/dates';
import { useSnackbar } from '../../../app/ui/snackbar';
import { SESSIONS_KEY, useSessions } from './securityQueries';

/** "Signed-in sessions": device, address, when; "Sign out this one" and "Sign out everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const { data, error } = useSessions();
  const [busy, setBusy] = useState(false);
  const now = new Date();

  const act = async (fn: () => Promise<string>) => {
    setBusy(true);
    try {
      snackbar.show(await fn());
    } catch (e) {
      handleError(e);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  };
  const signOut = (s: SigninSession) =>
    act(async () => {
      await callEndpoint(endpoints.accounts.signOutSession, { body: { id: s.id } });
      return t('accountSecurity.sessions.signedOut');
    });
  const signOutOthers = () =>
    act(async () => {
      const { count } = await callEndpoint(endpoints.accounts.signOutOtherSessions, {});
      return t('accountSecurity.sessions.signedOutOthers', { count });
    });
  const others = data?.sessions.filter((s) => !s.current) ?? [];
  const deviceOf = (s: SigninSession) =>
    s.browser && s.system
      ? t('accountSecurity.sessions.device', { browser: s.browser, system: s.system })
      : (s.browser ?? s.system ?? t('accountSecurity.sessions.unknownDevice'));

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('accountSecurity.sessions.title')}
      </Typography>
      <Typography color="text.secondary">{t('accountSecurity.sessions.intro')}</Typography>
      {error ? <Alert severity="error">{t('accountSecurity.sessions.loadFailed')}</Alert> : null}
      <List aria-labelledby={headingId}>
        {data?.sessions.map((s) => (
          <ListItem
            key={s.id}
            divider
            secondaryAction={
              s.current ? (
                <Chip label={t('accountSecurity.sessions.current')} color="primary" size="small" />
              ) : (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={t('accountSecurity.sessions.signOutLabel', { device: deviceOf(s) })}
                  onClick={() => void signOut(s)}
                >
                  {t('accountSecurity.sessions.signOut')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${deviceOf(s)} · ${s.address ?? t('accountSecurity.sessions.unknownPlace')}`}
              secondary={`${t('accountSecurity.sessions.lastSeen', { when: formatRelativeTime(s.lastSeenAt, now) })} · ${t('accountSecurity.sessions.signedIn', { when: formatDateTime(s.signedInAt) })}`}
              sx={{ pr: 16 }}
            />
          </ListItem>
        ))}
      </List>
      {others.length > 0 ? (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void signOutOthers()}>
          {t('accountSecurity.sessions.signOutOthers')}
        </Button>
      ) : null}
    </Box>
  );
}
