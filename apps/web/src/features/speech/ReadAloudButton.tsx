import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SPEECH_MAX_LENGTH } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakText, useSpeechAvailable } from './speechQueries';

interface ReadAloudButtonProps {
  text: string;
  /** The text's language (a message's `lng`); the reader's when not known. */
  language?: string | null;
}

/**
 * "Read aloud" ("Escuchar"): the server's audio of the text plays in a player of its own (pause, replay).
 * Nothing where the server cannot read this language aloud.
 */
export function ReadAloudButton({ text, language }: ReadAloudButtonProps) {
  const { t, i18n } = useTranslation();
  const spoken = language ?? i18n.language;
  const available = useSpeechAvailable(spoken);
  const [src, setSrc] = useState<string | null>(null);
  const speech = useMutation({
    // A text past the limit is read up to it (a long step's first minutes).
    mutationFn: () => speakText({ text: text.trim().slice(0, SPEECH_MAX_LENGTH), language: spoken }),
    onSuccess: (blob) => setSrc(URL.createObjectURL(blob)),
  });
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  if (!available || text.trim() === '') return null;
  if (src) {
    return (
      <Box
        component="audio"
        controls
        autoPlay
        src={src}
        aria-label={t('speech.player')}
        sx={{ display: 'block', height: 32, maxWidth: '100%' }}
      />
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Button
        size="small"
        startIcon={<VolumeUpIcon fontSize="small" />}
        onClick={() => speech.mutate()}
        disabled={speech.isPending}
      >
        {speech.isPending ? t('speech.loading') : t('speech.readAloud')}
      </Button>
      {speech.isError ? (
        <Typography variant="caption" color="error" role="alert">
          {t('speech.failed')}
        </Typography>
      ) : null}
    </Box>
  );
}
