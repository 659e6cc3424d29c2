import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  JOURNAL_MEAL_KINDS,
  MAX_JOURNAL_PHOTOS_PER_MEAL,
  MAX_JOURNAL_TEXT,
  type JournalMeal,
  type JournalMealKind,
  type JournalPhoto,
} from '@stride/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { TimeField } from '../../app/forms/TimeField';
import { useSnackbar } from '../../app/ui/snackbar';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useUploadQueue } from '../library/media';
import { addMeal, deleteMeal, saveMeal, type MealInput } from './journalQueries';

type EditedPhoto =
  | { key: string; kind: 'kept'; photo: JournalPhoto }
  | { key: string; kind: 'new'; file: File; url: string; storageFileId: number | null };

const pad = (n: number) => String(n).padStart(2, '0');
/** The meal one is likely writing at this hour. */
function kindAt(hour: number): JournalMealKind {
  if (hour < 11) return 'BREAKFAST';
  if (hour < 16) return 'LUNCH';
  if (hour < 18) return 'SNACK';
  return 'DINNER';
}

/**
 * The participant's form of a meal (new, or one to change): kind, time, what they ate and photos taken
 * with the phone's camera (or chosen), each sent through the upload queue as soon as it is picked; the
 * meal is saved once the photos are up.
 */
export function MealEditor({
  participantId,
  date,
  meal,
  onDone,
}: {
  participantId: number;
  date: string;
  meal: JournalMeal | null;
  /** Called with the saved meal's id after a save, without it after a cancel or a delete. */
  onDone: (savedId?: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const uploads = useUploadQueue();
  const snackbar = useSnackbar();
  const onError = useErrorHandler();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<JournalMealKind>(() => meal?.kind ?? kindAt(new Date().getHours()));
  const [time, setTime] = useState(() => {
    if (meal) return meal.time ?? '';
    const now = new Date();
    return `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  });
  const [text, setText] = useState(meal?.text ?? '');
  const [photos, setPhotos] = useState<EditedPhoto[]>(
    () => meal?.photos.map((photo, i) => ({ key: `kept-${i}-${photo.resourceId}`, kind: 'kept', photo })) ?? [],
  );
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // A new meal's form opens at the end of the card, perhaps below the window: brought into view.
  const form = useRef<HTMLFormElement>(null);
  const isNew = meal === null;
  useEffect(() => {
    if (isNew) form.current?.scrollIntoView?.({ block: 'nearest' });
  }, [isNew]);

  // The local previews of the chosen pictures are let go with the form.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_JOURNAL_PHOTOS_PER_MEAL - photos.length);
    if (chosen.length === 0) return;
    const added = chosen.map((file, i): EditedPhoto => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { key: `new-${Date.now()}-${i}-${file.name}`, kind: 'new', file, url, storageFileId: null };
    });
    setPhotos((current) => [...current, ...added]);
    for (const photo of added) {
      if (photo.kind !== 'new') continue;
      uploads.enqueue([photo.file], {
        kind: 'storage',
        label: t('journal.mine.uploadLabel'),
        onUploaded: (stored) =>
          setPhotos((current) =>
            current.map((p) => (p.key === photo.key ? { ...photo, storageFileId: stored.storageFileId } : p)),
          ),
      });
    }
  };

  const uploading = photos.some((p) => p.kind === 'new' && p.storageFileId === null);

  const save = async () => {
    if (uploading || busy) return;
    const body: MealInput = {
      kind,
      time: time || null,
      text: text.trim(),
      photos: photos.map((p) =>
        p.kind === 'kept' ? { resourceId: p.photo.resourceId } : { storageFileId: p.storageFileId! },
      ),
    };
    setBusy(true);
    try {
      if (meal) {
        const saved = await saveMeal(participantId, date, meal, body);
        snackbar.show(t('journal.saved'));
        onDone(saved.id);
      } else {
        // A new meal made offline waits to be sent (app/offline): the form closes, the shell says it waits.
        const added = await addMeal(participantId, date, body);
        snackbar.show(added.queued ? t('offline.queued') : t('journal.saved'), added.queued ? 'info' : 'success');
        onDone(added.queued ? undefined : added.meal.id);
      }
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      ref={form}
      aria-label={meal ? t(`journal.kind.${meal.kind}`) : t('journal.mine.newMeal')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack component="fieldset" disabled={busy} spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            label={t('journal.mine.kind')}
            value={kind}
            onChange={(event) => setKind(event.target.value as JournalMealKind)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {JOURNAL_MEAL_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`journal.kind.${value}`)}
              </option>
            ))}
          </TextField>
          <TimeField label={t('journal.mine.time')} value={time} onChange={(event) => setTime(event.target.value)} />
        </Stack>
        <TextField
          multiline
          minRows={2}
          label={t('journal.mine.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_JOURNAL_TEXT } }}
        />
        {photos.length > 0 ? (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {photos.map((photo, index) => (
              <Box key={photo.key} sx={{ position: 'relative', width: 88, height: 88 }}>
                <Box
                  component="img"
                  src={photo.kind === 'kept' ? (photo.photo.thumbnailUrl ?? photo.photo.fileUrl) : photo.url}
                  alt=""
                  sx={{ display: 'block', width: 88, height: 88, borderRadius: 1, objectFit: 'cover' }}
                />
                {photo.kind === 'new' && photo.storageFileId === null ? (
                  <CircularProgress
                    size={28}
                    aria-label={t('journal.mine.uploading')}
                    sx={{ position: 'absolute', top: 30, left: 30 }}
                  />
                ) : null}
                <IconButton
                  size="small"
                  aria-label={t('journal.mine.removePhoto', { number: index + 1 })}
                  onClick={() => setPhotos((current) => current.filter((p) => p.key !== photo.key))}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Stack>
        ) : null}
        {uploading ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('journal.mine.uploading')}
          </Typography>
        ) : null}
        <input
          ref={fileInput}
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          aria-label={t('journal.mine.addPhoto')}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = '';
          }}
        />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddAPhotoIcon />}
            disabled={photos.length >= MAX_JOURNAL_PHOTOS_PER_MEAL}
            onClick={() => fileInput.current?.click()}
          >
            {t('journal.mine.addPhoto')}
          </Button>
          {meal ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('journal.mine.delete')}
            </Button>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => onDone()}>{t('journal.mine.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={uploading || busy}>
            {t('journal.mine.save')}
          </Button>
        </Stack>
      </Stack>
      {meal ? (
        <ConfirmDialog
          open={confirming}
          title={t('journal.mine.deleteTitle')}
          confirmLabel={t('journal.mine.delete')}
          destructive
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              await deleteMeal(participantId, meal);
            } catch (error) {
              onError(error);
              throw error;
            }
            snackbar.show(t('journal.deleted'));
            onDone();
          }}
        >
          {t('journal.mine.deleteText')}
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
