import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  createParticipantBodySchema,
  endpoints,
  languageSchema,
  placementChoices,
  type CreateParticipantBody,
  type PolicyActor,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../app/api';
import { useActor } from '../../app/auth/useActor';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { TimeZoneField } from '../../app/forms/TimeZoneField';
import { toAppLanguage } from '../../app/i18n/i18n';
import { PARTICIPANTS_KEY } from './participantQueries';
import { PlacementFields } from './general/PlacementFields';

type Values = z.input<typeof createParticipantBodySchema>;

/** Placement a screen sets itself: ids as numbers or as the address carries them. */
export interface FixedPlacement {
  practiceId?: number | string;
  advisorId?: number | string;
  consultantId?: number | string;
}

export interface AddParticipantDialogProps {
  open: boolean;
  onClose: () => void;
  /** E.g. `{ practiceId: 3 }` on a company's participants tab: sent as is, without a control. */
  fixed?: FixedPlacement;
  /** The spec's confirmation; "Participant added!" unless the screen says otherwise. */
  successMessage?: string;
}

const addParticipant = (body: CreateParticipantBody) => callEndpoint(endpoints.participants.create, { body });

const asId = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * Who the new participant's coach is unless chosen (placementChoices: an advisor adds their own, a
 * consultant too); their language is the one the staff member works in (a Spanish-speaking practice adds
 * Spanish speakers).
 */
function defaults(actor: PolicyActor | null, fixed: FixedPlacement, language: Values['language']): Values {
  const choices = actor ? placementChoices(actor) : undefined;
  return {
    firstName: '',
    lastName: '',
    email: '',
    language,
    // None: DEFAULT_TIME_ZONE applies until someone sets it (or the participant's browser does, on their first visit).
    timeZone: null,
    // Left out, the server places practice staff's participants in their own company.
    practiceId: asId(fixed.practiceId) ?? (choices?.ownPracticeId !== undefined ? undefined : null),
    advisorId: asId(fixed.advisorId) ?? choices?.ownAdvisorId ?? null,
    consultantId: asId(fixed.consultantId) ?? choices?.ownConsultantId ?? null,
  };
}

/** Add participant (spec 000): name, e-mail, language, time zone and where they belong; the lists refresh after. */
export function AddParticipantDialog({ open, onClose, fixed, successMessage }: AddParticipantDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const actor = useActor();
  const language = toAppLanguage(i18n.language);
  const fixedPlacement = useMemo(() => fixed ?? {}, [fixed]);
  const defaultValues = useMemo(
    () => defaults(actor, fixedPlacement, language),
    // The actor's role, profile and company decide the defaults; the object itself is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [actor?.role, actor?.profileId, actor?.companyId, fixedPlacement, language],
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('participants.addTitle')}
      schema={createParticipantBodySchema}
      defaultValues={defaultValues}
      submit={addParticipant}
      successMessage={successMessage ?? t('participants.added')}
      onDone={() => queryClient.invalidateQueries({ queryKey: PARTICIPANTS_KEY })}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField<Values> name="firstName" label={t('participants.firstName')} required fullWidth autoFocus />
        <FormTextField<Values> name="lastName" label={t('participants.lastName')} required fullWidth />
      </Stack>
      <FormTextField<Values> name="email" label={t('participants.email')} type="email" required />
      <FormTextField<Values> name="language" label={t('participants.language')} select required>
        {languageSchema.options.map((language) => (
          <MenuItem key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <TimeZoneField<Values> name="timeZone" label={t('participants.timeZone')} />
      {actor ? (
        <PlacementFields
          actor={actor}
          fixed={{
            practiceId: fixedPlacement.practiceId !== undefined,
            advisorId: fixedPlacement.advisorId !== undefined,
            consultantId: fixedPlacement.consultantId !== undefined,
          }}
        />
      ) : null}
    </FormDialog>
  );
}
