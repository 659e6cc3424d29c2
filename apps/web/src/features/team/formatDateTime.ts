const FORMAT = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** DESIGN.md: the portal shows MM/DD/YYYY with time, in the user's zone, whatever their language. */
export function formatDateTime(iso: string): string {
  return FORMAT.format(new Date(iso));
}
