import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { findRoute } from '@stride/contracts';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { useProcessingReload } from '../../library/useProcessingReload';
import { useSequence } from '../sequences/sequencesQueries';
import { RoutineBuilder } from './RoutineBuilder';

const ROUTINES_ROUTE = findRoute('/routines');

/**
 * /routines/routine/{id}: the routine builder (spec 001; issue 15): its days with their items, add from the
 * library, drag to reorder and move between days, duplicate and remove, copy a block of days, rename and
 * change the number of days, assign to participants and see who has it. Every change goes with the
 * routine's If-Match and the answer replaces the routine on screen.
 */
export default function RoutineBuilderPage() {
  const { t } = useTenantTranslation();
  const titleOf = useRouteTitle();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const sequence = useSequence(valid ? id : 0, valid);
  useBreadcrumbLabel(params.id, sequence.data?.title);
  // An item whose media is still processing: the routine is read again after 5, 25 and 60 s (spec 001).
  useProcessingReload(sequence.data?.items, () => void sequence.refetch());
  const listTitle = ROUTINES_ROUTE ? titleOf(ROUTINES_ROUTE) : '';
  const notFound = !valid || (sequence.error instanceof ApiError && sequence.error.status === 404);

  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to="/routines?tab=routines"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('routineBuilder.back', { list: listTitle })}
      </Link>
      {sequence.isPending && valid ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {notFound ? (
        <Alert severity="warning">{t('routineBuilder.notFound')}</Alert>
      ) : sequence.error ? (
        <Alert severity="error">{errorMessage(sequence.error, t)}</Alert>
      ) : null}
      {sequence.data && !notFound ? <RoutineBuilder sequence={sequence.data} /> : null}
    </Stack>
  );
}
