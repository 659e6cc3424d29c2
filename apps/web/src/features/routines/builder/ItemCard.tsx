import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LoopIcon from '@mui/icons-material/Loop';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DefinitionKind, SequenceItem } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, type ActionsMenuItem } from '../../../app/ui/ActionsMenu';
import { DefinitionThumbnail } from '../definitions/DefinitionThumbnail';
import { VISUALLY_HIDDEN } from '../../../app/ui/visuallyHidden';
import { itemKey } from './layout';
import { hasOwnPrescription, prescriptionSummary } from './prescription';

const KIND_ICONS: Record<DefinitionKind, typeof FitnessCenterIcon> = {
  EXERCISE: FitnessCenterIcon,
  SERIES: LoopIcon,
  ACTIVITY: DirectionsRunIcon,
};

export type ItemAction = 'amounts' | 'up' | 'down' | 'moveToDay' | 'duplicate' | 'remove';

interface ItemCardProps {
  item: SequenceItem;
  day: number;
  index: number;
  count: number;
  editable: boolean;
  selected: boolean;
  onSelect: (itemId: number) => void;
  onAction: (action: ItemAction, item: SequenceItem) => void;
}

function ItemMenu({ item, day, index, count, onAction }: Omit<ItemCardProps, 'editable' | 'selected' | 'onSelect'>) {
  const { t } = useTranslation();
  const entries: Array<ActionsMenuItem<ItemAction>> = [
    { action: 'amounts', label: t('routineBuilder.editAmounts'), icon: <TuneIcon /> },
    { action: 'up', label: t('routineBuilder.moveUp'), icon: <ArrowUpwardIcon />, disabled: index === 0 },
    { action: 'down', label: t('routineBuilder.moveDown'), icon: <ArrowDownwardIcon />, disabled: index >= count - 1 },
    { action: 'moveToDay', label: t('routineBuilder.moveToDay'), icon: <MoveDownIcon /> },
    { action: 'duplicate', label: t('routineBuilder.duplicateItem'), icon: <ContentCopyIcon /> },
    { action: 'remove', label: t('routineBuilder.removeItem'), icon: <DeleteIcon /> },
  ];
  return (
    <ActionsMenu
      label={t('routineBuilder.itemActions', { title: item.title, day })}
      items={entries}
      onAction={(action) => onAction(action, item)}
      small
      sx={{ p: 0.5 }}
    />
  );
}

/** The item's title and its amounts (those of its own in bold: they differ from the library's). */
function ItemTitle({ item }: { item: SequenceItem }) {
  const { t } = useTranslation();
  const summary = prescriptionSummary(item, t);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'break-word', hyphens: 'auto' }}>
        {item.title}
      </Typography>
      {summary ? (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary', fontWeight: hasOwnPrescription(item) ? 700 : 400 }}
          title={hasOwnPrescription(item) ? t('routineBuilder.ownAmounts') : undefined}
        >
          {summary}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * One item of a day: its picture (or its kind's icon), title, amounts and kind (the title opens its amounts); on an editable routine a checkbox
 * (select several), a drag handle (mouse, touch, or the keyboard: Space, arrows, Space) and a menu with the
 * same moves for whoever does not drag (up, down, to another day), duplicate and remove.
 */
export function ItemCard(props: ItemCardProps) {
  const { item, day, editable, selected, onSelect } = props;
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: itemKey(item.id),
    disabled: !editable,
  });
  const KindIcon = KIND_ICONS[item.kind];
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`routine-item-${item.id}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        p: 0.75,
        opacity: isDragging ? 0.5 : 1,
        bgcolor: selected ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        <KindIcon
          fontSize="small"
          titleAccess={t(`routineBuilder.kind.${item.kind}`)}
          sx={{ color: 'text.secondary', mt: '1px', fontSize: 18 }}
        />
        {editable ? (
          <ButtonBase
            onClick={() => props.onAction('amounts', item)}
            sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 0.5 }}
          >
            <ItemTitle item={item} />
            {/* The name is what it shows, then what it opens (a screen reader hears both). */}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {t('routineBuilder.openItemHint', { day })}
            </Box>
          </ButtonBase>
        ) : (
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ItemTitle item={item} />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mt: 0.5, gap: 0.25 }}>
        <DefinitionThumbnail definition={item} size={32} />
        {editable ? (
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onSelect(item.id)}
            slotProps={{ input: { 'aria-label': t('routineBuilder.selectItem', { title: item.title, day }) } }}
            sx={{ p: 0.5 }}
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        {editable ? (
          <>
            <IconButton
              ref={setActivatorNodeRef}
              size="small"
              {...attributes}
              {...listeners}
              aria-label={t('routineBuilder.dragItem', { title: item.title, day })}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', p: 0.5 }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
            <ItemMenu {...props} />
          </>
        ) : null}
      </Box>
    </Paper>
  );
}
