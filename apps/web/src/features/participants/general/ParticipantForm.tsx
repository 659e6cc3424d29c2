import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  endpoints,
  languageSchema,
  updateParticipantBodySchema,
  type Participant,
  type PolicyActor,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../../app/api';
import { FormTextField } from '../../../app/forms/FormTextField';
import { TimeZoneField } from '../../../app/forms/TimeZoneField';
import { useVersionedForm } from '../../../app/forms/useVersionedForm';
import { VersionedForm } from '../../../app/forms/VersionedForm';
import { getParticipant, participantKey, participantsListKey } from '../participantQueries';
import { PlacementFields } from './PlacementFields';
import { programName } from './programName';

type Values = z.input<typeof updateParticipantBodySchema>;

const toValues = (p: Participant): Values => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  language: p.language,
  timeZone: p.timeZone,
  // Practice staff place in their own company: the server keeps it when left out.
  practiceId: p.practiceId,
  advisorId: p.advisorProfileId,
  consultantId: p.consultantProfileId,
});

/** The participant's profile: name, e-mail, language, time zone and where they belong; the program follows from the last. */
export function ParticipantForm({ participant, actor }: { participant: Participant; actor: PolicyActor }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updateParticipantBodySchema,
    resource: participant,
    toValues,
    save: (body, version) =>
      callEndpoint(endpoints.participants.update, { params: { id: participant.id }, body, version }),
    reload: () => getParticipant(participant.id),
    queryKey: participantKey(participant.id),
    onSaved: () => queryClient.invalidateQueries({ queryKey: participantsListKey }),
    successMessage: (tNow) => tNow('participants.saved'),
  });

  return (
    <VersionedForm state={state}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Values> name="firstName" label={t('participants.firstName')} required fullWidth />
        <FormTextField<Values> name="lastName" label={t('participants.lastName')} required fullWidth />
      </Stack>
      {/* A confirmed address is the participant's own (docs/security.md, rule 1): the server refuses a change.
          Read-only rather than disabled, so that the reason stays legible (a disabled field's text is too faint). */}
      <FormTextField<Values>
        name="email"
        label={t('participants.email')}
        type="email"
        required
        slotProps={{ htmlInput: { readOnly: participant.emailConfirmed } }}
        helperText={participant.emailConfirmed ? t('common.emailConfirmedLocked') : undefined}
      />
      <FormTextField<Values> name="language" label={t('participants.language')} select required>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <TimeZoneField<Values> name="timeZone" label={t('participants.timeZone')} />
      <PlacementFields actor={actor} />
      <TextField
        label={t('participants.program')}
        value={programName(t, participant.program)}
        helperText={t('participants.programDerived')}
        slotProps={{ input: { readOnly: true } }}
      />
    </VersionedForm>
  );
}
