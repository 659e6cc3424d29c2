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
import type { SprintTemplateSummary } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { useDialogChange } from '../../app/forms/useDialogChange';
import { SearchField } from '../../app/lists/SearchField';
import { useShareableCompanies } from '../routines/shared/sharingApi';
import { shareTemplate } from './sprintsApi';
import { templateListKey } from './sprintsQueries';

/**
 * "Share to practices": the practices one may share with (the exercise library's list, with a search),
 * any number of them, then POST share ('Sprint shared!'). The receivers see the template read-only until
 * they duplicate it. Rendered while open.
 */
export function SprintShareDialog({ template, onClose }: { template: SprintTemplateSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const companies = useShareableCompanies(search);
  const { busy, failure, setFailure, run } = useDialogChange(onClose, templateListKey);
  const rows = companies.data?.items ?? [];

  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const share = async () => {
    if (chosen.size === 0) return setFailure(t('sprints.chooseCompany'));
    await run(() => shareTemplate(template, [...chosen]), t('sprints.shared'));
  };

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
        <DialogTitle id={titleId}>{t('sprints.shareTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText sx={{ wordBreak: 'break-word' }}>{template.name}</DialogContentText>
            <DialogContentText variant="body2">{t('sprints.shareHint')}</DialogContentText>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <SearchField value={search} onChange={setSearch} label={t('sprints.searchCompanies')} />
            {companies.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
            {companies.error ? <Alert severity="error">{errorMessage(companies.error, t)}</Alert> : null}
            <FormGroup
              role="group"
              aria-label={t('sprints.companies')}
              sx={{ maxHeight: { xs: 'none', sm: 320 }, overflowY: 'auto' }}
            >
              {rows.map((company) => (
                <FormControlLabel
                  key={company.id}
                  control={
                    <Checkbox
                      checked={chosen.has(company.id)}
                      onChange={(event) => toggle(company.id, event.target.checked)}
                      disabled={busy}
                    />
                  }
                  label={company.name}
                />
              ))}
            </FormGroup>
            {companies.data && rows.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(search ? 'sprints.noCompanyMatch' : 'sprints.noCompanies')}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('sprints.shareSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
