/** The notifications' texts in English ({name} and the other variables are filled in). */
export const en = {
  'newLogin.firstSignIn': '{name} signed in for the first time.',
  'inactive.participant': '{name} has not signed in for {days} days.',
  'mediaLibrary.shared': '{name} shared “{title}” with your company.',
  'mediaLibrary.shared.link': 'Open in the library',
  'activities.completed': '{name} completed an activity.',
  'activities.completed.link': 'See the progress',
  'journal.entry': '{name} added a journal entry.',
  'journal.comment': '{name} commented on a journal entry.',
  'journal.link': 'Open the journal',
  'journal.staffComment': '{name} commented on your journal.',
  'routine.updated': '{name} changed their routine.',
  'routine.sharedFolder': '{name} shared the folder “{title}” with your company.',
  'routine.sharedRoutine': '{name} shared “{title}” with your company.',
  'routine.shared.link': 'See what was shared',
  'smartSurvey.completed': '{name} completed {survey}.',
  'smartSurvey.updated': '{name} updated {survey}.',
  'survey.link': 'Open the result',
  'survey.available': '{survey} is ready for you to answer.',
  'survey.available.link': 'Answer now',
  'survey.critical': 'Urgent: {name} gave an answer in {survey} that needs your attention now.',
  'swap.entry': '{name} added a swap.',
  'swap.notes': '{name} added notes to a swap.',
  'swap.link': 'Open the swap',
} as const;

export type MessageKey = keyof typeof en;
