import { can } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useActor } from '../../app/auth/useActor';
import { useFloatingAction } from '../../app/shell/floatingAction';
import { AddParticipantDialog } from '../participants/AddParticipantDialog';
import { ParticipantsList } from '../participants/list/ParticipantsList';
import { companyKey, useCompany } from './companyQueries';

/** /company/{id}/participants: the participants list with the company fixed, and Add participant in it. */
export default function CompanyParticipantsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const companyId = Number(useParams().id);
  const company = useCompany(companyId).data;
  const actor = useActor();
  const [adding, setAdding] = useState(false);
  const fixed = useMemo(() => ({ practiceId: String(companyId) }), [companyId]);
  const placement = useMemo(() => ({ practiceId: companyId }), [companyId]);
  const addAction = useMemo(() => ({ label: t('companies.addParticipant'), onClick: () => setAdding(true) }), [t]);
  // Admins add participants anywhere, practice staff in their own company (docs/decisions.md, "People").
  const mayAdd = can(actor, 'participantPlacement.place', {
    practiceId: companyId,
    advisorProfileId: null,
    consultantProfileId: null,
  });
  useFloatingAction(mayAdd ? addAction : null);

  return (
    <>
      <ParticipantsList fixed={fixed} label={t('companies.participantsLabel', { name: company?.name ?? '' })} />
      <AddParticipantDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          // The head count in the frame.
          void queryClient.invalidateQueries({ queryKey: companyKey(companyId) });
        }}
        fixed={placement}
        successMessage={t('companies.participantAdded')}
      />
    </>
  );
}
