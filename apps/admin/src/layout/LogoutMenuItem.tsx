import { useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate } from 'ra-core';
import { MESSAGES } from '@foundation/shared';
import { serverLogout } from '../authProvider';
import { useToast } from '../common/toast';
import { apiClient } from '../providers';

/** A catalogue key: 'Logged out successfully' in English. */
export const LOGGED_OUT_MESSAGE = 'admin.common.loggedOut';

/** Ends the session on the server, then here: 'Logged out successfully', or 'Failed to log out' (still signed in). */
export function LogoutMenuItem() {
  const logout = useLogout();
  const translate = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      await serverLogout(apiClient);
    } catch {
      setBusy(false);
      toast.error(MESSAGES.logoutFailed);
      return;
    }
    await logout({}, undefined, false);
    toast.success(LOGGED_OUT_MESSAGE);
  };

  return (
    <MenuItem onClick={handleClick} disabled={busy} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('admin.menu.logout')}</ListItemText>
    </MenuItem>
  );
}
