import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { itemLabelsBodySchema, MAX_LABELS, type Resource } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLabels } from '../libraryApi';
import { useLibraryChange } from '../useLibraryChange';

/** Adds the typed text to the labels, once (case-insensitively), trimmed. */
function withLabel(labels: readonly string[], text: string): string[] {
  const label = text.trim();
  if (!label || labels.some((l) => l.toLowerCase() === label.toLowerCase())) return [...labels];
  return [...labels, label];
}

/**
 * A file's labels as chips: type one and press Enter (or a comma) to add it, Backspace or a chip's
 * delete to remove one; Save sends them all (PUT .../labels with If-Match) and confirms 'File edited!'.
 * Rendered while open.
 */
export function LabelsDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [labels, setLabelList] = useState<string[]>(resource.labels);
  const [text, setText] = useState('');
  const { busy, failure, setFailure, run } = useLibraryChange(onClose);

  const save = async () => {
    // What is still typed counts: people click Save without pressing Enter first.
    const all = withLabel(labels, text);
    const parsed = itemLabelsBodySchema.safeParse({ labels: all });
    if (!parsed.success) {
      setFailure(
        all.length > MAX_LABELS ? t('library.labelsTooMany', { count: MAX_LABELS }) : t('library.labelsTooLong'),
      );
      return;
    }
    await run(() => setLabels(resource, parsed.data.labels), t('library.fileEdited'), { reloadOnFailure: true });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('library.labelsTitle', { title: resource.title })}</DialogTitle>
      <DialogContent>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={labels}
          onChange={(_event, value) => setLabelList(value.reduce<string[]>((all, label) => withLabel(all, label), []))}
          inputValue={text}
          onInputChange={(_event, value) => {
            if (value.endsWith(',')) {
              setLabelList((current) => withLabel(current, value.slice(0, -1)));
              setText('');
            } else setText(value);
          }}
          disabled={busy}
          renderValue={(value, getItemProps) =>
            value.map((label, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} label={label} size="small" {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              label={t('library.labelsField')}
              helperText={t('library.labelsHint', { count: MAX_LABELS })}
              sx={{ mt: 1 }}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void save()}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
