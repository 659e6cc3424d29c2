import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format/dates';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { calendarFeedKey, makeCalendarFeed, revokeCalendarFeed, useCalendarFeed } from './calendarFeedQueries';

interface CalendarFeedSectionProps {
  /** The participant's user id. */
  userId: number;
  /** The participant's own words ("your plan") or staff's ("the participant's plan"). */
  own: boolean;
}

/**
 * "Add to my calendar": a private calendar feed URL of the participant's plan for Google Calendar, Apple
 * Calendar or Outlook (docs/decisions.md, "Coaching loop: the calendar feed"). The URL is shown once, when
 * made (only its hash is kept); a new one replaces it, and revoking it stops it at once.
 */
export function CalendarFeedSection({ userId, own }: CalendarFeedSectionProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const { data: feed } = useCalendarFeed(userId);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const who = own ? 'own' : 'staff';

  const make = async () => {
    setBusy(true);
    try {
      const made = await makeCalendarFeed(userId);
      setUrl(made.url);
      await queryClient.invalidateQueries({ queryKey: calendarFeedKey(userId) });
    } finally {
      // A failure is told by the shared error handler, as every call's.
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    snackbar.show(t('calendarFeed.copied'));
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-feed-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="calendar-feed-title" variant="h6" component="h2">
            {t(`calendarFeed.title.${who}`)}
          </Typography>
          <Typography variant="body2">{t(`calendarFeed.intro.${who}`)}</Typography>
          {url ? (
            <Stack spacing={1}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  label={t('calendarFeed.url')}
                  value={url}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
                <Button variant="contained" onClick={() => void copy()}>
                  {t('calendarFeed.copy')}
                </Button>
              </Stack>
              <Alert severity="info">{t('calendarFeed.onceOnly')}</Alert>
              <Typography variant="body2" component="div">
                <ul>
                  <li>{t('calendarFeed.howGoogle')}</li>
                  <li>{t('calendarFeed.howApple')}</li>
                  <li>{t('calendarFeed.howOutlook')}</li>
                </ul>
              </Typography>
            </Stack>
          ) : (
            feed?.active &&
            feed.createdAt && (
              <Typography variant="body2">{t('calendarFeed.active', { date: formatDate(feed.createdAt) })}</Typography>
            )
          )}
          <Stack direction="row" spacing={1}>
            <Button variant={feed?.active ? 'outlined' : 'contained'} disabled={busy} onClick={() => void make()}>
              {t(feed?.active ? 'calendarFeed.makeNew' : 'calendarFeed.make')}
            </Button>
            {feed?.active && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('calendarFeed.revoke')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('calendarFeed.revokeTitle')}
        confirmLabel={t('calendarFeed.revoke')}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await revokeCalendarFeed(userId);
          setUrl(null);
          await queryClient.invalidateQueries({ queryKey: calendarFeedKey(userId) });
          snackbar.show(t('calendarFeed.revoked'));
        }}
      >
        {t('calendarFeed.revokeText')}
      </ConfirmDialog>
    </Card>
  );
}
