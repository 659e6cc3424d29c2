import Chip from '@mui/material/Chip';
import type { SwapStatus } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../../app/i18n/i18n';
import { useTenant } from '../../app/tenant/TenantContext';

const COLORS: Record<SwapStatus, 'default' | 'info' | 'success' | 'error'> = {
  NEW: 'default',
  IN_PROGRESS: 'info',
  DONE: 'success',
  REJECTED: 'error',
};

/** A swap's status, in the user's words, coloured by how far it went. */
export function SwapStatusChip({ status }: { status: SwapStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} label={t(`swaps.status.${status}`)} />;
}

/** What the tenant calls swaps in the user's language ("Heroic Choices" in the default tenant). */
export function useSwapsWord(): string {
  const { i18n } = useTranslation();
  return useTenant().wording[toAppLanguage(i18n.language)].swaps;
}
