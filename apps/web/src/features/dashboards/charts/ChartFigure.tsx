import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ChartFigureProps {
  title: string;
  /** The chart's numbers in words: its text alternative, also shown under the chart. */
  summary: string;
  children: ReactNode;
}

/**
 * A chart as a captioned figure: assistive technology gets one image named by the caption and described
 * by the numbers in text (the SVG's marks say nothing on their own).
 */
export function ChartFigure({ title, summary, children }: ChartFigureProps) {
  const captionId = useId();
  const summaryId = useId();
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={captionId} sx={{ m: 0, p: { xs: 1.5, sm: 2 } }}>
      <Typography id={captionId} component="figcaption" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box role="img" aria-labelledby={captionId} aria-describedby={summaryId} sx={{ width: '100%' }}>
        {children}
      </Box>
      <Typography id={summaryId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Paper>
  );
}
