import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateText, useTranslationAvailable } from './translationQueries';

interface TranslateActionProps {
  text: string;
  /** The language the text was written in (a chat message's `lng`, its author's language). */
  sourceLanguage: string | null | undefined;
}

/**
 * "Translate" under a text written in another language than the reader's: the translation shows under the
 * original with "Translated from Spanish", and "Hide translation" goes back. Nothing where the reader may not
 * translate, the server cannot, or the text is already in their language.
 */
export function TranslateAction({ text, sourceLanguage }: TranslateActionProps) {
  const { t, i18n } = useTranslation();
  const target = i18n.language;
  const available = useTranslationAvailable(sourceLanguage, target);
  const [shown, setShown] = useState(false);
  const translation = useMutation({
    mutationFn: () => translateText({ text, sourceLanguage: sourceLanguage!, targetLanguage: target }),
    onSuccess: () => setShown(true),
  });
  // Shown again without asking the server: the translation is kept while the text is on screen.
  const translate = () => (translation.data ? setShown(true) : translation.mutate());
  if (!available || text.trim() === '') return null;
  // One sentence per language (no language name on its own: Spanish says "del inglés", not "de English").
  const from =
    sourceLanguage === 'en' || sourceLanguage === 'es'
      ? t(`translation.translatedFrom.${sourceLanguage}`)
      : t('translation.translatedFromOther', { language: sourceLanguage });
  if (shown && translation.data) {
    return (
      <Box
        component="section"
        aria-label={from}
        sx={{ mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'divider', textAlign: 'left' }}
      >
        <Typography variant="caption" color="text.secondary" component="div">
          {from}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} lang={target}>
          {translation.data.text}
        </Typography>
        <Button size="small" onClick={() => setShown(false)}>
          {t('translation.hide')}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
      <Button
        size="small"
        startIcon={<TranslateIcon fontSize="small" />}
        onClick={translate}
        disabled={translation.isPending}
      >
        {translation.isPending ? t('translation.translating') : t('translation.translate')}
      </Button>
      {translation.isError ? (
        <Typography variant="caption" color="error" role="alert">
          {t('translation.failed')}
        </Typography>
      ) : null}
    </Box>
  );
}
