import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SprintMessage } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay, fromDay, toDay } from '../../../app/format/days';
import { MessageChip } from '../MessageChip';
import { STATUS_COLORS, STATUS_TEXT } from '../statusColors';

/**
 * A week as a list of its days, each with its messages in send order (the phone's view): every message is
 * a button that opens it.
 */
export function MessagesWeekList({
  days,
  messages,
  language,
  onOpen,
}: {
  days: readonly string[];
  messages: readonly SprintMessage[];
  language: 'en' | 'es';
  onOpen: (message: SprintMessage) => void;
}) {
  const { t } = useTranslation();
  const today = toDay(new Date());
  const weekday = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { weekday: 'long' });
  return (
    <Stack spacing={1}>
      {days.map((day) => {
        const label = formatDay(day);
        const dayMessages = messages.filter((m) => m.date === day);
        return (
          <Paper key={day} component="section" aria-label={label} variant="outlined" sx={{ p: 1 }}>
            <Typography
              component="h3"
              variant="subtitle2"
              sx={{ mb: dayMessages.length ? 1 : 0, '&::first-letter': { textTransform: 'uppercase' } }}
            >
              {`${weekday.format(fromDay(day))} ${label}`}
              {day === today ? ` · ${t('sprints.today')}` : ''}
            </Typography>
            {dayMessages.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('sprints.nothingThisDay')}
              </Typography>
            ) : (
              <Stack spacing={0.5}>
                {dayMessages.map((message) => (
                  <ButtonBase
                    key={`${message.definitionId}-${message.occurrence}`}
                    onClick={() => onOpen(message)}
                    sx={{
                      justifyContent: 'flex-start',
                      borderRadius: 1,
                      bgcolor: STATUS_COLORS[message.status],
                      color: STATUS_TEXT,
                      p: 0.75,
                      width: '100%',
                      '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
                    }}
                  >
                    <Box sx={{ minWidth: 0, width: '100%', textAlign: 'left' }}>
                      <MessageChip message={message} />
                    </Box>
                  </ButtonBase>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
