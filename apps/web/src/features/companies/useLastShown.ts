import { useState } from 'react';

/**
 * The last value that was not null: a dialog opened for a record keeps showing it while it slides out
 * (its `open` already false), instead of going blank for the length of the animation.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  // Adjusting state while rendering (React's pattern for state derived from props): no extra commit.
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
