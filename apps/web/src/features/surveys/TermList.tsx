import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Terms and their values, two columns that keep reading on a phone. */
export function TermList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
        columnGap: 1.5,
        rowGap: 0.25,
        m: 0,
        mt: 1,
      }}
    >
      {children}
    </Box>
  );
}

export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
