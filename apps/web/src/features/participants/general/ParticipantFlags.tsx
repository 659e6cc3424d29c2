import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { endpoints, type FeatureFlag, type Participant } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, saveVersioned } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { getParticipant, participantKey, participantsListKey } from '../participantQueries';
import { useOfferedFlags } from './useOfferedFlags';

/**
 * The participant's feature flags (PUT /participants/{id}/featureFlag, the changed flag only). The frame's
 * tabs read the same cached participant, so Journal, Swaps, Smart survey and Screeners follow at once.
 */
export function ParticipantFlags({ participant, disabled }: { participant: Participant; disabled?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const headingId = useId();
  const flags = useOfferedFlags();
  // The switch shows the new state while it is saved; a failure puts it back.
  const [saving, setSaving] = useState<{ flag: FeatureFlag; value: boolean } | null>(null);
  const key = participantKey(participant.id);

  const toggle = async (flag: FeatureFlag, value: boolean) => {
    setSaving({ flag, value });
    try {
      const saved = await saveVersioned({
        body: { [flag]: value },
        version: participant.version,
        save: (body, version) =>
          callEndpoint(endpoints.participants.setFlags, { params: { id: participant.id }, body, version }),
        reload: () => getParticipant(participant.id),
        onReload: (current) => queryClient.setQueryData(key, current),
      });
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: participantsListKey });
      snackbar.show(t('participants.saved'));
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('participants.flagsTitle')}
      </Typography>
      <FormGroup>
        {flags.map(({ flag, label }) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                checked={saving?.flag === flag ? saving.value : participant[flag]}
                disabled={disabled || saving !== null}
                onChange={(event) => void toggle(flag, event.target.checked)}
              />
            }
            label={label}
          />
        ))}
      </FormGroup>
    </section>
  );
}
