import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { endpoints, type Participant, type Program } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { useErrorHandler } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { participantsListKey, useCompanyPrograms } from '../participantQueries';

const programsKey = (profileId: number) => ['profiles', profileId, 'programs'] as const;
const sameIds = (a: readonly Program[], b: readonly Program[]) =>
  a.length === b.length && a.every((program) => b.some((other) => other.id === program.id));

/**
 * The company programs the participant follows (GET/PUT /profiles/{profileId}/programs, the whole set).
 * The company admin assigns them from the company's active programs; others with access read them.
 */
export function ParticipantPrograms({ participant, canWrite }: { participant: Participant; canWrite: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const headingId = useId();
  const key = programsKey(participant.profileId);
  const assigned = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await callEndpoint(endpoints.programs.ofProfile, { params: { id: participant.profileId }, signal })).programs,
  });
  const available = useCompanyPrograms(canWrite ? participant.practiceId : undefined, { activeOnly: true }).data ?? [];
  const [chosen, setChosen] = useState<Program[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (assigned.data) setChosen(assigned.data);
  }, [assigned.data]);

  const save = async () => {
    setSaving(true);
    try {
      const { programs } = await callEndpoint(endpoints.programs.setOfProfile, {
        params: { id: participant.profileId },
        body: { programs: chosen.map((program) => program.id) },
      });
      queryClient.setQueryData(key, programs);
      void queryClient.invalidateQueries({ queryKey: participantsListKey });
      snackbar.show(t('participants.programsAssigned'));
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(false);
    }
  };

  // An assigned program that is no longer active stays listed until it is taken off.
  const options = [...available, ...chosen.filter((program) => !available.some((a) => a.id === program.id))];

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('participants.programsTitle')}
      </Typography>
      {canWrite ? (
        <Stack spacing={2}>
          <Autocomplete
            multiple
            options={options}
            value={chosen}
            onChange={(_, value) => setChosen(value)}
            getOptionLabel={(program) => program.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disabled={saving || assigned.isPending}
            noOptionsText={t('participants.noPrograms')}
            renderInput={(params) => <TextField {...params} label={t('participants.assignedPrograms')} />}
          />
          <Box>
            <Button
              variant="contained"
              onClick={() => void save()}
              loading={saving}
              disabled={!assigned.data || sameIds(chosen, assigned.data)}
            >
              {t('form.save')}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {assigned.data?.length === 0 ? (
            <Typography color="text.secondary">{t('participants.noAssignedPrograms')}</Typography>
          ) : null}
          {assigned.data?.map((program) => (
            <Chip key={program.id} label={program.name} />
          ))}
        </Stack>
      )}
    </section>
  );
}
