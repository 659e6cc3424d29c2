import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The preview's optional comment (spec 002): sent by Enter or the arrow button; empty is allowed. */
export function CommentField({ onSend }: { onSend: (comment: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => onSend(text.trim());
  return (
    <TextField
      fullWidth
      size="small"
      label={t('media.comment')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
          event.preventDefault();
          send();
        }
      }}
      sx={{ maxWidth: 960, mt: 1 }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={t('media.sendComment')} onClick={send}>
                <ArrowUpwardIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
