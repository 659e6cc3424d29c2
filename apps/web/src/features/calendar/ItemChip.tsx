import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import type { CalendarItem } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { DefinitionThumbnail } from '../routines/definitions/DefinitionThumbnail';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';

/**
 * An item as the calendar shows it: its media's thumbnail (its kind's icon without media), its title, and
 * in selection mode whether it is selected (a check box drawn, and said in words). The colour of its kind is
 * the container's (the calendar's event, or the list's button).
 */
export function ItemChip({
  item,
  selecting,
  selected,
  size = 24,
}: {
  item: CalendarItem;
  selecting: boolean;
  selected: boolean;
  size?: number;
}) {
  const { t } = useTranslation();
  const Check = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, px: 0.5, py: 0.25 }}>
      {selecting ? <Check fontSize="small" aria-hidden sx={{ flex: 'none' }} /> : null}
      <Box sx={{ flex: 'none', bgcolor: 'background.paper', borderRadius: 1, lineHeight: 0 }}>
        <DefinitionThumbnail definition={item} size={size} />
      </Box>
      <Box
        component="span"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}
      >
        {item.title}
      </Box>
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {`, ${t(`routines.kind.${item.kind}`)}`}
        {selecting ? `, ${t(selected ? 'calendar.selected' : 'calendar.notSelected')}` : ''}
      </Box>
    </Box>
  );
}
