/**
 * The "Routines" tab of /routines: the routines (sequences by day) and their folders, built in
 * ./sequences (the list) and ./builder (one routine's days).
 */
export { SequencesTab } from './sequences/SequencesTab';
