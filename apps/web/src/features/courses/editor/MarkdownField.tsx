import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StepText } from '../StepText';
import { applyMarkdown, type MarkdownAction } from './markdownEdits';

const MODES = ['write', 'preview'] as const;
type Mode = (typeof MODES)[number];

const ACTIONS: ReadonlyArray<{ action: MarkdownAction; icon: ReactNode }> = [
  { action: 'bold', icon: <FormatBoldIcon fontSize="small" /> },
  { action: 'italic', icon: <FormatItalicIcon fontSize="small" /> },
  { action: 'heading', icon: <TitleIcon fontSize="small" /> },
  { action: 'list', icon: <FormatListBulletedIcon fontSize="small" /> },
  { action: 'link', icon: <InsertLinkIcon fontSize="small" /> },
];

/**
 * The formatted-text editor of a step: Markdown in a text area with a small toolbar (bold, italic,
 * heading, list, link) and a Preview tab rendering it exactly as the participant will read it (StepText).
 * Bound to the surrounding form's field `name`.
 */
export function MarkdownField<T extends FieldValues>({
  name,
  label,
  maxLength,
}: {
  name: Path<T>;
  label: string;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement | null>(null);
  const [tab, setTab] = useState<Mode>('write');
  const { field, fieldState, formState } = useController<T>({ name });
  const value = String(field.value ?? '');
  const disabled = formState.isSubmitting;

  const run = (action: MarkdownAction) => {
    const area = input.current;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const next = applyMarkdown(action, { value, start, end }, t('courses.markdown.placeholder'));
    field.onChange(next.value);
    // The text area gets its new value on the next render: the selection follows it there.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle2" component="span" id={`${id}-label`} sx={{ mr: 'auto', px: 0.5 }}>
          {label}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_event, next: Mode) => setTab(next)}
          aria-label={t('courses.markdown.modes', { label })}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
        >
          {MODES.map((mode) => (
            <Tab
              key={mode}
              value={mode}
              label={t(`courses.markdown.${mode}`)}
              id={`${id}-${mode}`}
              aria-controls={`${id}-panel`}
            />
          ))}
        </Tabs>
      </Stack>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ mt: 1 }}>
        {tab === 'write' ? (
          <>
            <Stack
              direction="row"
              role="toolbar"
              aria-label={t('courses.markdown.toolbar')}
              aria-controls={`${id}-text`}
              spacing={0.5}
              sx={{ mb: 0.5 }}
            >
              {ACTIONS.map(({ action, icon }) => (
                <Tooltip key={action} title={t(`courses.markdown.${action}`)}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={t(`courses.markdown.${action}`)}
                      disabled={disabled}
                      onClick={() => run(action)}
                    >
                      {icon}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </Stack>
            <TextField
              id={`${id}-text`}
              name={field.name}
              value={value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={(element: HTMLTextAreaElement | null) => {
                input.current = element;
                field.ref(element);
              }}
              disabled={disabled}
              multiline
              minRows={6}
              maxRows={18}
              fullWidth
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? t('courses.markdown.hint')}
              slotProps={{ htmlInput: { 'aria-labelledby': `${id}-label`, maxLength } }}
            />
          </>
        ) : (
          <Box sx={{ minHeight: 120, p: 1 }}>
            {value.trim() ? (
              <StepText text={value} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('courses.markdown.nothing')}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
