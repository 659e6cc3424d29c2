import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SprintTemplateMessage } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from '../MessageBubble';

/**
 * "Preview": the template's messages (or one day's) as the participant will read them in their sprint
 * chat, day by day, each bubble with its media and its time. Rendered while open.
 */
export function SprintPreviewDialog({
  name,
  messages,
  onClose,
}: {
  name: string;
  /** In timeline order. */
  messages: readonly SprintTemplateMessage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const days = [...new Set(messages.map((m) => m.day))];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('sprints.previewTitle', { name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('sprints.previewHint')}
        </Typography>
        {messages.length === 0 ? <Typography>{t('sprints.previewEmpty')}</Typography> : null}
        <Stack spacing={1.5}>
          {days.map((day) => (
            <Stack key={day} component="section" aria-label={t('sprints.dayLabel', { day })} spacing={1}>
              <Divider>
                <Typography variant="caption">{t('sprints.dayLabel', { day })}</Typography>
              </Divider>
              <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
                {messages
                  .filter((m) => m.day === day)
                  .map((m) => (
                    <MessageBubble key={m.id} message={m} caption={m.time} />
                  ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sprints.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
