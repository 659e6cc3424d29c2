import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { SearchField } from '../../../app/lists/SearchField';
import { useDefinitionChange } from '../useDefinitionChange';
import { shareTarget, useShareableCompanies, type ShareTarget } from './sharingApi';

export interface ShareDialogProps {
  /** One or several definitions, a folder of definitions, or a routine. */
  target: ShareTarget;
  onClose: () => void;
  /** After the share (the confirmation is shown). */
  onShared?: () => void;
}

/** The spec's confirmation of each kind of share, word for word. */
const DONE_KEY = {
  definitions: 'sharing.itemShared',
  folder: 'sharing.folderShared',
  routine: 'sharing.routineShared',
};

function targetName(target: ShareTarget): string {
  if (target.kind === 'folder') return target.folder.title;
  if (target.kind === 'routine') return target.routine.title;
  return target.items.map((d) => d.title).join(', ');
}

/**
 * Shares definitions, a folder or a routine with other practices of the tenant: the practices one may
 * share with (by name, with a search), any number of them, then the share calls ('Item shared!', 'Shared
 * successful' for a folder, 'Routine shared!'). The receivers see it read-only under /shared until they
 * import it. Failures are told in the dialog. Rendered while open.
 */
export function ShareDialog({ target, onClose, onShared }: ShareDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const companies = useShareableCompanies(search);
  const { busy, failure, setFailure, run } = useDefinitionChange(onClose);
  const rows = companies.data?.items ?? [];
  const count = target.kind === 'definitions' ? target.items.length : 1;

  const toggle = (id: number, name: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (on) next.set(id, name);
      else next.delete(id);
      return next;
    });

  const share = async () => {
    if (chosen.size === 0) {
      setFailure(t('sharing.chooseCompany'));
      return;
    }
    await run(() => shareTarget(target, [...chosen.keys()]), t(DONE_KEY[target.kind]), { onDone: onShared });
  };

  const title =
    target.kind === 'folder'
      ? t('sharing.shareFolderTitle')
      : target.kind === 'routine'
        ? t('sharing.shareRoutineTitle')
        : t('sharing.shareItemsTitle', { count });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void share();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText sx={{ wordBreak: 'break-word' }}>{targetName(target)}</DialogContentText>
            <DialogContentText variant="body2">{t('sharing.shareHint')}</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <SearchField value={search} onChange={setSearch} label={t('sharing.searchCompanies')} />
            {companies.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
            {companies.error ? <Alert severity="error">{errorMessage(companies.error, t)}</Alert> : null}
            <FormGroup
              role="group"
              aria-label={t('sharing.companies')}
              sx={{ maxHeight: { xs: 'none', sm: 320 }, overflowY: 'auto' }}
            >
              {rows.map((company) => (
                <FormControlLabel
                  key={company.id}
                  control={
                    <Checkbox
                      checked={chosen.has(company.id)}
                      onChange={(event) => toggle(company.id, company.name, event.target.checked)}
                      disabled={busy}
                    />
                  }
                  label={company.name}
                />
              ))}
            </FormGroup>
            {companies.data && rows.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(search ? 'sharing.noCompanyMatch' : 'sharing.noCompanies')}
              </Typography>
            ) : null}
            <Typography variant="body2" role="status">
              {chosen.size > 0 ? t('sharing.companiesChosen', { count: chosen.size }) : ''}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('sharing.shareSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
