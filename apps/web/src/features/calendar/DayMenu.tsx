import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DEFINITION_KINDS, type DefinitionKind } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../app/format/days';

/** What can be done on one day of the participant's calendar, opened from the day's menu button. */
export function DayMenu({
  menu,
  onClose,
  onImport,
  onNew,
  onCopy,
  onPasteDay,
  onPasteItems,
  onClear,
}: {
  menu: { day: string; anchor: HTMLElement } | null;
  onClose: () => void;
  onImport: (day: string) => void;
  onNew: (kind: DefinitionKind, day: string) => void;
  onCopy: (day: string) => void;
  onPasteDay: (day: string) => void;
  onPasteItems: (day: string) => void;
  onClear: (day: string) => void;
}) {
  const { t } = useTranslation();
  const actions = menu
    ? [
        { key: 'import', label: t('calendar.addFromLibrary'), run: onImport },
        ...DEFINITION_KINDS.map((kind) => ({
          key: `new-${kind}`,
          label: t(`calendar.newTitle.${kind}`),
          run: (day: string) => onNew(kind, day),
        })),
        { key: 'copy', label: t('calendar.copyDay'), run: onCopy },
        { key: 'paste-day', label: t('calendar.pasteDayHere'), run: onPasteDay },
        { key: 'paste-items', label: t('calendar.pasteItemsHere'), run: onPasteItems },
        { key: 'clear', label: t('calendar.clearDay'), run: onClear },
      ]
    : [];
  return (
    <Menu
      anchorEl={menu?.anchor ?? null}
      open={menu !== null}
      onClose={onClose}
      slotProps={{
        list: { 'aria-label': menu ? t('calendar.dayActions', { date: formatDay(menu.day) }) : '' },
      }}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            onClose();
            action.run(menu!.day);
          }}
        >
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
