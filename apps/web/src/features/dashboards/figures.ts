import type { DashboardMetric, ParticipantFigures, ParticipantsDashboard } from '@stride/contracts';

/** One card: its words (dashboards.figure_<key>) and the server's number with its participants list. */
export interface Figure {
  key: string;
  metric: DashboardMetric;
}

export interface FigureGroup {
  /** dashboards.group_<key> */
  key: string;
  figures: Figure[];
}

const pick = (figures: ParticipantFigures, keys: readonly (keyof ParticipantFigures)[]): Figure[] =>
  keys.map((key) => ({ key, metric: figures[key] }));

/**
 * The cards of a dashboard, grouped; a later figure (activities, journal, swaps, surveys) is one more
 * group or key here and its words in the locales.
 */
export function participantGroups(figures: ParticipantFigures): FigureGroup[] {
  return [
    { key: 'participants', figures: pick(figures, ['total', 'active', 'inactive', 'newParticipants']) },
    { key: 'signIns', figures: pick(figures, ['signedIn', 'newSignIns', 'notSignedIn', 'neverSignedIn']) },
  ];
}

export function dashboardGroups(dashboard: ParticipantsDashboard): FigureGroup[] {
  return [
    ...participantGroups(dashboard.participants),
    { key: 'messages', figures: [{ key: 'unreadNotifications', metric: dashboard.unreadNotifications }] },
  ];
}
