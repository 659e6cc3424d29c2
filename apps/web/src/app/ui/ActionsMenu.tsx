import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';

/** One entry of a row's menu. */
export interface ActionsMenuItem<A extends string> {
  action: A;
  label: string;
  icon: ReactNode;
  disabled?: boolean;
}

/**
 * A row's kebab button ("Actions for <title>", named by `label`) and its menu of actions: choosing one
 * closes the menu and hands its action to `onAction`.
 */
export function ActionsMenu<A extends string>({
  label,
  items,
  onAction,
  small = false,
  edge,
  sx,
}: {
  label: string;
  items: ReadonlyArray<ActionsMenuItem<A>>;
  onAction: (action: A) => void;
  /** A small kebab icon (dense lists and cards). */
  small?: boolean;
  edge?: IconButtonProps['edge'];
  sx?: IconButtonProps['sx'];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <IconButton
        edge={edge}
        size="small"
        sx={sx}
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize={small ? 'small' : undefined} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.action}
            disabled={item.disabled}
            onClick={() => {
              setAnchor(null);
              onAction(item.action);
            }}
          >
            <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
