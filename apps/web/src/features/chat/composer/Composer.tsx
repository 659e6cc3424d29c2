import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import GifBoxIcon from '@mui/icons-material/GifBox';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, FileType, type ChatMessage } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { emitRealtime } from '../../../app/realtime';
import { useBottomDock } from '../../../app/ui/floatingLayer';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';
import { useSnackbar } from '../../../app/ui/snackbar';
import { LibraryPickerDialog } from '../../library/LibraryPickerDialog';
import { UPLOAD_ACCEPT, useUploadQueue } from '../../library/media';
import { libraryDraft } from './bulkSend';
import { editMessage, fetchGiphyStatus, giphyKey } from '../chatApi';
import { chatStore } from '../chatStore';
import { GiphyDialog } from './GiphyDialog';
import { QuickMessagesButton } from './QuickMessagesButton';
import { MessageTooLongError, sendMessage, type Draft } from './sendMessage';

const TYPING_EVERY_MS = 3000;

interface ComposerProps {
  channelId: string;
  replyTo: ChatMessage | null;
  editing: ChatMessage | null;
  onDone: () => void;
  disabled?: boolean;
}

/** Text (Enter sends, Shift+Enter a new line), acknowledgement request, a file or library media. */
export function Composer({ channelId, replyTo, editing, onDone, disabled }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const uploads = useUploadQueue();
  const [text, setText] = useState('');
  const [needAck, setNeedAck] = useState(false);
  const [picking, setPicking] = useState(false);
  const [gifMenu, setGifMenu] = useState<HTMLElement | null>(null);
  const [gifFrom, setGifFrom] = useState<'giphy' | 'library' | null>(null);
  const giphyEnabled = useQuery({ queryKey: giphyKey, queryFn: fetchGiphyStatus, staleTime: Infinity }).data ?? false;
  // Staff tools (chat.askAck, chat.attachMedia): a participant sees neither, as the server would refuse them
  // (403); a file of one's own upload (chat.attachFile) is everyone's, a participant's photo from the phone too.
  const actor = useActor();
  const mayAskAck = can(actor, 'chat.askAck', undefined);
  const mayAttachFile = can(actor, 'chat.attachFile', undefined);
  const mayAttach = can(actor, 'chat.attachMedia', undefined);
  const mayUseQuickMessages = can(actor, 'chat.quickMessages', undefined);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);
  const lastTyping = useRef(0);
  // Docked at the bottom of the window: the snackbar and the upload panel stand above it, never on it.
  const form = useRef<HTMLFormElement>(null);
  useBottomDock(form);
  useEffect(() => setText(editing?.text ?? ''), [editing]);

  const failed = (error: unknown) =>
    snackbar.show(error instanceof MessageTooLongError ? t('chat.tooLong') : t('chat.sendFailed'), 'error');

  const publish = async (draft: Draft) => {
    const message = await sendMessage(channelId, draft);
    if (message) chatStore.merge(channelId, [message]);
  };

  const submit = async () => {
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      if (editing) {
        const message = await editMessage(channelId, editing.timetoken, value);
        if (message) chatStore.update(message);
      } else {
        await publish({
          text: value,
          needAck,
          // The writer's language (the portal's): a reader in another offers to translate it.
          lng: i18n.language,
          mediaLibraryFiles: [],
          ...(replyTo ? { replyMessageTimetoken: replyTo.timetoken } : {}),
        });
      }
      setText('');
      setNeedAck(false);
      onDone();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const typing = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      emitRealtime('chat:typing', { channelId });
    }
  };

  /** A quick message goes in at the cursor (replacing a selection), the cursor after it. */
  const insertAtCursor = (insert: string) => {
    const input = textInput.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    typing(text.slice(0, start) + insert + text.slice(end));
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + insert.length, start + insert.length);
    });
  };

  const attach = (files: File[]) => {
    uploads.enqueue(files, {
      kind: 'storage',
      onUploaded: async (file) => {
        try {
          await publish({ text: '', needAck: false, mediaLibraryFiles: [], storageFileId: file.storageFileId });
        } catch (error) {
          failed(error);
        }
      },
    });
  };

  return (
    <Box
      component="form"
      ref={form}
      sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      {replyTo || editing ? (
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} noWrap>
            {editing ? t('chat.editing') : t('chat.replyingTo', { text: replyTo?.text ?? '' })}
          </Typography>
          <IconButton size="small" aria-label={t('chat.cancel')} onClick={onDone}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          maxRows={6}
          label={t('chat.messageLabel')}
          value={text}
          disabled={disabled}
          inputRef={textInput}
          onChange={(e) => typing(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <IconButton type="submit" aria-label={t('chat.send')} disabled={disabled || busy || !text.trim()}>
          <SendIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayAskAck ? (
          <FormControlLabel
            control={
              <Switch checked={needAck} disabled={Boolean(editing)} onChange={(e) => setNeedAck(e.target.checked)} />
            }
            label={t('chat.askAck')}
          />
        ) : null}
        {mayAttachFile ? (
          <>
            <IconButton
              aria-label={t('chat.attachFile')}
              disabled={disabled}
              onClick={() => fileInput.current?.click()}
            >
              <AttachFileIcon />
            </IconButton>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              tabIndex={-1}
              aria-hidden
              style={HIDDEN_INPUT}
              onChange={(e) => {
                attach([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </>
        ) : null}
        {mayAttach ? (
          <IconButton aria-label={t('chat.attachMedia')} disabled={disabled} onClick={() => setPicking(true)}>
            <PermMediaIcon />
          </IconButton>
        ) : null}
        {actor && mayUseQuickMessages ? (
          <QuickMessagesButton profileId={actor.profileId} disabled={disabled} onPick={insertAtCursor} />
        ) : null}
        {giphyEnabled || mayAttach ? (
          <IconButton aria-label={t('chat.gif.open')} disabled={disabled} onClick={(e) => setGifMenu(e.currentTarget)}>
            <GifBoxIcon />
          </IconButton>
        ) : null}
        <Menu anchorEl={gifMenu} open={Boolean(gifMenu)} onClose={() => setGifMenu(null)}>
          {giphyEnabled ? (
            <MenuItem onClick={() => (setGifMenu(null), setGifFrom('giphy'))}>{t('chat.gif.search')}</MenuItem>
          ) : null}
          {mayAttach ? (
            <MenuItem onClick={() => (setGifMenu(null), setGifFrom('library'))}>{t('chat.gif.fromLibrary')}</MenuItem>
          ) : null}
        </Menu>
      </Stack>
      <GiphyDialog
        open={gifFrom === 'giphy'}
        onClose={() => setGifFrom(null)}
        onPick={(gif) => publish({ text: '', needAck: false, mediaLibraryFiles: [], giphyFile: gif }).catch(failed)}
      />
      {/* The library is staff's (chat.attachMedia): a participant's composer does not load it. */}
      {mayAttach ? (
        <>
          <LibraryPickerDialog
            open={gifFrom === 'library'}
            title={t('chat.gif.fromLibrary')}
            fileTypeId={FileType.Image}
            onClose={() => setGifFrom(null)}
            onPick={(resource) => {
              if (!resource.name.toLowerCase().endsWith('.gif')) {
                snackbar.show(t('chat.gif.notGif'), 'error');
                return;
              }
              publish(libraryDraft(resource)).catch(failed);
            }}
          />
          <LibraryPickerDialog
            open={picking}
            title={t('chat.pickMedia')}
            onClose={() => setPicking(false)}
            onPick={(resource) => {
              setPicking(false);
              publish(libraryDraft(resource)).catch(failed);
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
