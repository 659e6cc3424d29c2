import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Button from '@mui/material/Button';
import { can } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { AssistantDialog } from './AssistantDialog';

/** "Ask the assistant" about a participant (staff only: the assistant policy's samiAnswer.ask). */
export function AssistantButton({ participantProfileId }: { participantProfileId: number }) {
  const { t } = useTranslation();
  const mayAsk = can(useActor(), 'samiAnswer.ask', undefined);
  const [open, setOpen] = useState(false);
  if (!mayAsk) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<AutoAwesomeOutlined />} onClick={() => setOpen(true)}>
        {t('assistant.button')}
      </Button>
      {open ? <AssistantDialog participantProfileId={participantProfileId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
