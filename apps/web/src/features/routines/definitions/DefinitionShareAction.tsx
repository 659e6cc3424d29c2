import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import type { Definition } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from '../shared/ShareDialog';

export interface DefinitionShareActionProps {
  /** The chosen definitions (of the page shown). */
  items: readonly Definition[];
  /** After a share: the choice is cleared. */
  onDone: () => void;
}

/**
 * The selection bar's "Share" slot: the chosen definitions go to other practices through the share
 * dialog ('Item shared!'). Only one's own library's items can be shared: with a read-only one chosen the
 * button waits (the bar says why).
 */
export function DefinitionShareAction({ items, onDone }: DefinitionShareActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ShareIcon />}
        disabled={items.some((d) => !d.editable)}
        onClick={() => setOpen(true)}
      >
        {t('sharing.shareSelected')}
      </Button>
      {open ? (
        <ShareDialog target={{ kind: 'definitions', items }} onClose={() => setOpen(false)} onShared={onDone} />
      ) : null}
    </>
  );
}
