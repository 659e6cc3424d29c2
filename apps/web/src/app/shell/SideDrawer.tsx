import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { landingPath, type RoleId } from '@stride/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DRAWER_WIDTH } from '../constants';
import { useTenant } from '../tenant/TenantContext';

interface SideDrawerProps {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
  role: RoleId;
  children: ReactNode;
}

/** Left drawer: permanent on wide screens, a temporary one opened by the menu button below 768 px. */
export function SideDrawer({ permanent, open, onClose, role, children }: SideDrawerProps) {
  const tenant = useTenant();
  const { t } = useTranslation();
  const content = (
    <Box component="aside" sx={{ height: '100%' }}>
      <Box
        component={Link}
        to={landingPath(role)}
        aria-label={t('shell.logoHome', { name: tenant.logoAlt || tenant.title })}
        sx={{ display: 'block', px: 2, py: 2.5 }}
      >
        <img src={tenant.logo} alt="" style={{ maxWidth: '100%', height: 40, objectFit: 'contain' }} />
      </Box>
      {children}
    </Box>
  );
  if (permanent) {
    return (
      <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ root: { keepMounted: true } }}>
      {content}
    </Drawer>
  );
}
