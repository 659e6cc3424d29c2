import SnoozeIcon from '@mui/icons-material/Snooze';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNOOZE_OPTIONS, snoozeAfterDays, snoozeOnDay } from './snooze';
import { localToday } from '../../../app/format/days';

const OPTION_LABELS = {
  tomorrow: 'notifications.snoozeTomorrow',
  nextWeek: 'notifications.snoozeNextWeek',
  tenDays: 'notifications.snoozeTenDays',
} as const;

/**
 * A card's snooze: remind me tomorrow, next week, after 10 days (at 12:00 in the user's zone), or on a
 * picked day not earlier than today (spec 002 sections 2 and 5).
 */
export function SnoozeControl({ onSnooze }: { onSnooze: (resendAt: Date) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picking, setPicking] = useState(false);

  return (
    <>
      <IconButton
        aria-label={t('notifications.snooze')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <SnoozeIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SNOOZE_OPTIONS.map((option) => (
          <MenuItem
            key={option.key}
            onClick={() => {
              setAnchor(null);
              onSnooze(snoozeAfterDays(option.days, new Date()));
            }}
          >
            {t(OPTION_LABELS[option.key])}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setPicking(true);
          }}
        >
          {t('notifications.snoozePick')}
        </MenuItem>
      </Menu>
      {picking ? (
        <SnoozeDateDialog
          onClose={() => setPicking(false)}
          onPick={(date) => {
            setPicking(false);
            onSnooze(date);
          }}
        />
      ) : null}
    </>
  );
}

function SnoozeDateDialog({ onClose, onPick }: { onClose: () => void; onPick: (date: Date) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const today = localToday();
  const [value, setValue] = useState(today);
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const date = snoozeOnDay(value, new Date());
    if (date) onPick(date);
    else setInvalid(true);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('notifications.snoozeDateTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            label={t('notifications.snoozeDate')}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('notifications.snoozeDateMin') : undefined}
            slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('notifications.snoozeConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
