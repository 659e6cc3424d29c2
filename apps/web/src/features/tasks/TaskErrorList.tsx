import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { describeProblem, type TaskProblem } from './taskText';

interface TaskErrorListProps {
  id: string;
  label: string;
  problems: readonly TaskProblem[];
}

/** Each error of a task: the spec's label with its row, and its text or the value at fault. */
export function TaskErrorList({ id, label, problems }: TaskErrorListProps) {
  const { t } = useTranslation();
  return (
    <List id={id} aria-label={label} dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
      {problems.map((problem, index) => {
        const { title, detail } = describeProblem(problem, t);
        return (
          <ListItem key={`${problem.row ?? 'file'}-${index}`} disableGutters sx={{ py: 0.25 }}>
            <ListItemText
              primary={title}
              secondary={detail}
              slotProps={{
                primary: { variant: 'body2' },
                secondary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
