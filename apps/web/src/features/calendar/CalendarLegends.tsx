import Stack from '@mui/material/Stack';
import { DEFINITION_KINDS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { CalendarLegend } from '../../app/calendar/CalendarLegend';
import { KIND_COLORS, KIND_TEXT } from './kindColors';
import { MARKED_STATES, StateMark } from './stateMarks';

/** What the calendar's colours (an item's kind) and marks (how it stands; To do has none) mean. */
export function CalendarLegends() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <CalendarLegend
        label={t('calendar.legend')}
        textColor={KIND_TEXT}
        entries={DEFINITION_KINDS.map((kind) => ({
          key: kind,
          label: t(`routines.kind.${kind}`),
          color: KIND_COLORS[kind],
        }))}
      />
      <CalendarLegend
        label={t('calendar.stateLegend')}
        entries={MARKED_STATES.map((state) => ({
          key: state,
          label: t(`results.state.${state}`),
          icon: <StateMark state={state} />,
        }))}
      />
    </Stack>
  );
}
