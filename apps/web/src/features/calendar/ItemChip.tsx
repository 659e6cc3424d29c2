import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Box from '@mui/material/Box';
import type { CalendarDayItem } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { DefinitionThumbnail } from '../routines/definitions/DefinitionThumbnail';
import { VISUALLY_HIDDEN } from '../../app/ui/visuallyHidden';
import { isMarked, StateMark } from './stateMarks';

/**
 * An item as the calendar shows it: how it stands (a mark of done, partly done, skipped or missed, first;
 * `showState` writes the word too, where there is room), its media's thumbnail (its kind's icon without media), its
 * title, and in selection mode whether it is selected (a check box drawn, and said in words). Its name says
 * all of it: "Cat-cow, Done, Exercise". The colour of its kind is the container's (the calendar's event, or
 * the list's button).
 */
export function ItemChip({
  item,
  selecting,
  selected,
  size = 24,
  showState = false,
}: {
  item: CalendarDayItem;
  selecting: boolean;
  selected: boolean;
  size?: number;
  showState?: boolean;
}) {
  const { t } = useTranslation();
  const Check = selected ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  const { state } = item;
  const stateWord = t(`results.state.${state}`);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, px: 0.5, py: 0.25 }}>
      {selecting ? <Check fontSize="small" aria-hidden sx={{ flex: 'none' }} /> : null}
      {/* First, so that a month's narrow cell on a phone still shows it when the rest is cut off. */}
      {isMarked(state) ? <StateMark state={state} /> : null}
      {/* The thumbnail is named by the title, which the chip says already ("Squat Squat, …" otherwise). */}
      <Box aria-hidden sx={{ flex: 'none', bgcolor: 'background.paper', borderRadius: 1, lineHeight: 0 }}>
        <DefinitionThumbnail definition={item} size={size} />
      </Box>
      {/* Written whole in the hidden name below: a browser spaces a flex item's words apart ("Squat , Done"). */}
      <Box
        component="span"
        aria-hidden
        className="calendar-item-title"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}
      >
        {item.title}
      </Box>
      {showState && isMarked(state) ? (
        <Box component="span" aria-hidden sx={{ flex: 'none', ml: 'auto', typography: 'caption', fontWeight: 500 }}>
          {stateWord}
        </Box>
      ) : null}
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {`${item.title}, ${stateWord}, ${t(`routines.kind.${item.kind}`)}`}
        {selecting ? `, ${t(selected ? 'calendar.selected' : 'calendar.notSelected')}` : ''}
      </Box>
    </Box>
  );
}
