import ShortTextIcon from '@mui/icons-material/ShortText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuickMessages } from '../../quick-messages/quickMessagesApi';

interface QuickMessagesButtonProps {
  profileId: number;
  disabled?: boolean;
  /** The chosen message's text, for the composer to insert at its cursor. */
  onPick: (text: string) => void;
}

/**
 * The composer's quick messages (staff, spec 000 section 7, Profile): a menu of the user's ready-made texts,
 * read when it first opens; choosing one inserts it. None yet: a link to the profile page that keeps them.
 */
export function QuickMessagesButton({ profileId, disabled, onPick }: QuickMessagesButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asked, setAsked] = useState(false);
  const messages = useQuickMessages(asked ? profileId : undefined);
  const close = () => setAnchor(null);
  const list = messages.data ?? [];

  return (
    <>
      <IconButton
        aria-label={t('chat.quickMessages')}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(e) => {
          setAsked(true);
          setAnchor(e.currentTarget);
        }}
      >
        <ShortTextIcon />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ paper: { sx: { maxWidth: 420, maxHeight: 360 } } }}
      >
        {messages.isPending ? <MenuItem disabled>{t('chat.loading')}</MenuItem> : null}
        {messages.isError ? <MenuItem disabled>{t('chat.quickMessagesFailed')}</MenuItem> : null}
        {messages.isSuccess && list.length === 0 ? (
          <MenuItem component={Link} to="/profile/quick-messages" onClick={close}>
            {t('chat.quickMessagesNone')}
          </MenuItem>
        ) : null}
        {list.map((message) => (
          <MenuItem
            key={message.id}
            onClick={() => {
              close();
              onPick(message.message);
            }}
          >
            <ListItemText
              primary={message.message}
              slotProps={{ primary: { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
