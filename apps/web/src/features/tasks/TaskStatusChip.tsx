import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import WarningIcon from '@mui/icons-material/Warning';
import Chip from '@mui/material/Chip';
import type { TaskStatus } from '@stride/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_KEYS } from './taskText';

const ICONS: Record<TaskStatus, ReactElement> = {
  in_progress: <HourglassTopIcon color="info" />,
  completed: <CheckCircleIcon color="success" />,
  failed: <ErrorIcon color="error" />,
  partially_completed: <WarningIcon color="warning" />,
};

/** The status in words; the colour is on the icon only, so the text keeps the body's contrast. */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" icon={ICONS[status]} label={t(STATUS_KEYS[status])} />;
}
