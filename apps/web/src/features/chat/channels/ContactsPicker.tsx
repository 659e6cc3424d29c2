import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CHAT_CONTACTS_LIMIT } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../app/lists/SearchField';
import { contactsKey, fetchContacts } from '../chatApi';
import { previewDetails, profilePreviews } from '../profilePreviews';

const MODES = ['direct', 'group', 'bulk'] as const;
export type PickMode = (typeof MODES)[number];
const MODE_LABELS = { direct: 'chat.modeDirect', group: 'chat.modeGroup', bulk: 'chat.modeBulk' } as const;
export interface PickResult {
  mode: PickMode;
  profileIds: number[];
  name: string;
}

interface ContactsPickerProps {
  open: boolean;
  /** Whether the actor may create groups (up to 49 contacts) and one chat per participant (staff: chat.createGroup). */
  groups: boolean;
  busy: boolean;
  onClose: () => void;
  onPick: (result: PickResult) => void;
}

export function ContactsPicker({ open, groups, busy, onClose, onPick }: ContactsPickerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const contacts = useQuery({ queryKey: contactsKey, queryFn: fetchContacts, enabled: open });
  const [mode, setMode] = useState<PickMode>('direct');
  const [selected, setSelected] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    if (contacts.data) profilePreviews.seed(contacts.data.profilePreviews);
  }, [contacts.data]);
  useEffect(() => {
    if (!open) return;
    setMode('direct');
    setSelected([]);
    setSearch('');
    setName('');
  }, [open]);

  const single = mode === 'direct';
  const limit = mode === 'group' ? CHAT_CONTACTS_LIMIT : Infinity;
  const toggle = (profileId: number) => {
    if (single) return setSelected([profileId]);
    setSelected((current) =>
      current.includes(profileId)
        ? current.filter((id) => id !== profileId)
        : current.length < limit
          ? [...current, profileId]
          : current,
    );
  };
  const needle = search.trim().toLowerCase();
  const shown = (contacts.data?.contacts ?? []).filter((c) =>
    `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase().includes(needle),
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('chat.newMessage')}</DialogTitle>
      <DialogContent>
        {groups ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            onChange={(_e, value: PickMode | null) => {
              if (!value) return;
              setMode(value);
              setSelected((current) => (value === 'direct' ? current.slice(0, 1) : current));
            }}
            aria-label={t('chat.modeLabel')}
            sx={{ mb: 2 }}
          >
            {MODES.map((m) => (
              <ToggleButton key={m} value={m}>
                {t(MODE_LABELS[m])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
        {mode === 'group' ? (
          <TextField
            fullWidth
            label={t('chat.groupName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ mb: 2 }}
          />
        ) : null}
        <SearchField value={search} onChange={setSearch} label={t('chat.searchContacts')} />
        {mode === 'group' && selected.length >= CHAT_CONTACTS_LIMIT ? (
          <Alert severity="info">{t('chat.limitReached', { count: CHAT_CONTACTS_LIMIT })}</Alert>
        ) : null}
        {contacts.isError ? <Alert severity="error">{t('chat.contactsFailed')}</Alert> : null}
        <List aria-label={t('chat.contactsLabel')} dense sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {shown.map((contact) => {
            const checked = selected.includes(contact.profileId);
            const label = `${contact.firstName} ${contact.lastName}`;
            // Role and e-mail tell two people of the same name apart (the choice's description, too).
            const details = previewDetails(contact, t);
            const detailsId = `${titleId}-${contact.profileId}`;
            return (
              <ListItemButton key={contact.profileId} onClick={() => toggle(contact.profileId)}>
                <ListItemIcon>
                  {single ? (
                    <Radio
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': label, 'aria-describedby': detailsId } }}
                    />
                  ) : (
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      slotProps={{ input: { 'aria-label': label, 'aria-describedby': detailsId } }}
                    />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={label}
                  secondary={details}
                  slotProps={{ secondary: { id: detailsId, sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || selected.length === 0}
          onClick={() => onPick({ mode, profileIds: selected, name: name.trim() })}
        >
          {t('chat.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
