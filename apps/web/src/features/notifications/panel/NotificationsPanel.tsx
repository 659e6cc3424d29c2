import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PANEL_WIDTH } from '../constants';
import { FlatNotifications } from '../pages/FlatNotifications';
import { GroupedNotifications } from '../pages/GroupedNotifications';
import { NotificationActions } from '../NotificationActions';

interface NotificationsPanelProps {
  open: boolean;
  /** The user's role is Advisor: grouped per participant, with the settings gear. */
  advisor: boolean;
  onClose: () => void;
}

/**
 * The notification panel (spec 002 section 2): a 448 px side dialog (the whole width of a phone), closed by
 * Esc or a click outside; Show all opens the full page.
 */
export default function NotificationsPanel({ open, advisor, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: PANEL_WIDTH }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {/* One row; on a phone the actions go to a second one, under the title and its close button. */}
      <Stack direction="row" sx={{ alignItems: 'center', columnGap: 0.5, pl: 2, pr: 1, py: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'flex-end',
            order: { xs: 3, sm: 2 },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          <NotificationActions advisor={advisor} />
        </Stack>
        <IconButton aria-label={t('notifications.close')} onClick={onClose} sx={{ order: { xs: 2, sm: 3 } }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {advisor ? <GroupedNotifications onClose={onClose} stickyTabs /> : <FlatNotifications onClose={onClose} />}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button
          onClick={() => {
            onClose();
            void navigate(advisor ? '/notifications-grouped' : '/notifications');
          }}
        >
          {t('notifications.showAll')}
        </Button>
      </Box>
    </Drawer>
  );
}
