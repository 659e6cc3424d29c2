import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import { Role } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session';
import { AssistantDialog } from './AssistantDialog';

/** "Ask the assistant" about a participant (staff only: POST /sami refuses participants). */
export function AssistantButton({ participantProfileId }: { participantProfileId: number }) {
  const { t } = useTranslation();
  const role = useSession()?.claims.role_id;
  const [open, setOpen] = useState(false);
  if (role === undefined || role === Role.Participant) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={() => setOpen(true)}>
        {t('assistant.button')}
      </Button>
      {open ? <AssistantDialog participantProfileId={participantProfileId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
