const FORMAT = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** DESIGN.md: the portal shows MM/DD/YYYY in the user's zone, whatever their language (a range starts at midnight). */
export function formatDate(iso: string): string {
  return FORMAT.format(new Date(iso));
}
