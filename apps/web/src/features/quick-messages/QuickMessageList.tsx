import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { QuickMessage } from '@stride/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  messages: readonly QuickMessage[];
  onEdit: (message: QuickMessage) => void;
  onDelete: (message: QuickMessage) => void;
}

/** The user's quick messages, oldest first, each with Edit and Delete (named together with its text). */
export function QuickMessageList({ messages, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('profile.noMessages')}</Typography>;
  }
  return (
    <List aria-label={t('profile.messagesLabel')} disablePadding>
      {messages.map((message, index) => {
        const textId = `quick-message-${message.id}`;
        return (
          <Fragment key={message.id}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <ListItem
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t('profile.editMessage')}>
                    <IconButton
                      aria-label={t('profile.editMessage')}
                      aria-describedby={textId}
                      onClick={() => onEdit(message)}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('profile.deleteMessage')}>
                    <IconButton
                      aria-label={t('profile.deleteMessage')}
                      aria-describedby={textId}
                      onClick={() => onDelete(message)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                id={textId}
                primary={message.message}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          </Fragment>
        );
      })}
    </List>
  );
}
