import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Program } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { fullName } from '../companies/companyQueries';
import { useProgramParticipants } from './programQueries';

/** The participants following the program, to tick and unassign ('Profiles unassigned!'). */
export function AssignedProfilesList({
  program,
  onUnassign,
}: {
  program: Program;
  onUnassign: (profileIds: number[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useProgramParticipants(program.companyId, program.id);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (profileId: number) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(profileId)) next.add(profileId);
      return next;
    });
  const unassign = async () => {
    setBusy(true);
    const done = await onUnassign([...ticked]);
    setBusy(false);
    if (done) setTicked(new Set());
  };

  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (error) return <Alert severity="error">{errorMessage(error, t)}</Alert>;
  const { participants, _meta } = data;
  if (participants.length === 0) return <Typography color="text.secondary">{t('companies.noneAssigned')}</Typography>;

  return (
    <Box>
      <List
        dense
        aria-label={t('companies.assignedLabel', { name: program.name })}
        sx={{ maxHeight: 320, overflow: 'auto' }}
      >
        {participants.map((participant) => {
          const labelId = `assigned-${program.id}-${participant.profileId}`;
          return (
            <ListItem key={participant.profileId} disablePadding>
              <ListItemButton onClick={() => toggle(participant.profileId)} disabled={busy}>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={ticked.has(participant.profileId)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={fullName(participant)} secondary={participant.email} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {_meta.totalCount > participants.length ? (
        <Typography variant="body2" color="text.secondary">
          {t('companies.moreAssigned', { shown: participants.length, count: _meta.totalCount })}
        </Typography>
      ) : null}
      <Button
        sx={{ mt: 1 }}
        variant="outlined"
        onClick={() => void unassign()}
        disabled={ticked.size === 0}
        loading={busy}
      >
        {t('companies.unassign')}
      </Button>
    </Box>
  );
}
