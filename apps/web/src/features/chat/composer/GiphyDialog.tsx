import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GiphySearch } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { SearchField } from '../../../app/lists/SearchField';
import { giphyKey, searchGiphy } from '../chatApi';

type Gif = GiphySearch['items'][number];

/** Searches GIPHY through the server and picks one GIF (published as the message's giphyFile). */
export function GiphyDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (gif: Gif) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (open) setSearch('');
  }, [open]);
  const found = useQuery({
    queryKey: [...giphyKey, 'search', search],
    queryFn: () => searchGiphy(search),
    enabled: open && search !== '',
    staleTime: 60_000,
  });
  const items = found.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('chat.gif.searchTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <SearchField value={search} onChange={(value) => setSearch(value.trim())} label={t('chat.gif.searchLabel')} />
          {found.isFetching ? <LinearProgress aria-label={t('chat.loading')} /> : <Box sx={{ height: 4 }} />}
          {found.error ? <Alert severity="error">{errorMessage(found.error, t)}</Alert> : null}
          <Box
            role="list"
            aria-label={t('chat.gif.results')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, minHeight: 120 }}
          >
            {items.map((gif) => (
              <ButtonBase
                key={gif.url}
                role="listitem"
                aria-label={t('chat.gif.pick', { title: gif.title || gif.url })}
                onClick={() => {
                  onPick(gif);
                  onClose();
                }}
              >
                <img src={gif.url} alt="" height={100} width={Math.round((gif.width * 100) / gif.height)} />
              </ButtonBase>
            ))}
          </Box>
          {found.data && items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{t('chat.gif.noMatch')}</Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
