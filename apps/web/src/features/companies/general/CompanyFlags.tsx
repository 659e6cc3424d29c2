import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { ROUTES, type Company, type FeatureFlag } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useTenant } from '../../../app/tenant/TenantContext';
import { useSnackbar } from '../../../app/ui/snackbar';
import { setCompanyFlag } from '../companyApi';
import { companyKey, companyListKey } from '../companyQueries';

/**
 * The participant tabs a company's flags gate, from the route table: each flag is named as its tab is
 * (with the tenant's wording), and offered only where the tenant has the tab's features.
 */
function useFlagRoutes() {
  const tenant = useTenant();
  const titleOf = useRouteTitle();
  return useMemo(
    () =>
      ROUTES.flatMap((route) =>
        route.tab?.group === 'participant' &&
        route.participantFlag &&
        (route.features ?? []).every((feature) => tenant.features[feature])
          ? [{ flag: route.participantFlag as FeatureFlag, label: titleOf(route) }]
          : [],
      ),
    [tenant, titleOf],
  );
}

/** The company's features as switches: each change is saved at once (PUT featureFlag, If-Match); admins only. */
export function CompanyFlags({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState<FeatureFlag | null>(null);
  const flags = useFlagRoutes();
  const key = companyKey(company.id);

  const change = async (flag: FeatureFlag, value: boolean) => {
    setBusy(flag);
    try {
      const saved = await setCompanyFlag(company, flag, value, (current) => queryClient.setQueryData(key, current));
      queryClient.setQueryData(key, saved);
      snackbar.show(t('companies.saved'));
      await queryClient.invalidateQueries({ queryKey: companyListKey });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <FormGroup>
      {flags.map(({ flag, label }) => (
        <FormControlLabel
          key={flag}
          label={label}
          control={
            <Switch
              checked={company[flag]}
              disabled={!editable || busy !== null}
              onChange={(event) => void change(flag, event.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}
