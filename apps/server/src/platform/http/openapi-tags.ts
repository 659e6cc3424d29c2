import type { Endpoints } from '@stride/contracts';

/**
 * One line per tag of /api/openapi.json (a tag is a key of the endpoint table), in the spec's words. Typed
 * by the table, so that a new domain cannot reach the document without saying what it is.
 */
export const TAG_DESCRIPTIONS: Record<keyof Endpoints, string> = {
  companies: 'Companies (practices in the calls): their details, feature flags, picture and staff.',
  chat: 'The realtime chat between staff and participants: contacts, channels, members, messages, presence.',
  assistant: 'The assistant: an answer about a participant drafted for an advisor, then the one they keep.',
  library: 'The media library: directories and files, uploads, resources sent to participants, file dictionaries.',
  files: 'A stored file through a signed, short-lived link: the link is the permission.',
  profiles: "A person's profile: their details, picture, programs, and the previews the chat shows.",
  loginTokens: 'One-time login tokens for the surrogate login ("Sign in as") and the way back.',
  notifications: "The signed-in person's notifications about participant activity.",
  push: "Browser push notifications: the server's public key and this browser's subscription.",
  analytics: "The portal's page views, one event per navigation.",
  audit:
    'The audit log read back: operations, the rows a request changed, its dictionaries and the page views chart (owner and admins).',
  health: "The host's tenant as the portal needs it before sign-in: its title, colours, logo, wording and sign-in.",
  auth: 'Password reset: a one-time link by e-mail, then a new password.',
  programs: "A company's programs and the participants who follow them.",
  team: 'The platform team (advisors): the staff of the platform and their roles.',
  dictionaries: "The values and labels of the team and company forms' selects (roles, feature flag states).",
  quickMessages: "A staff member's own quick messages, ready to send in the chat.",
  dashboards: 'The participant dashboard for advisors and the advisors dashboard for company admins.',
  participants: 'The participants the caller sees: their details, feature flags, welcome e-mail, password reset.',
  participantImport: 'Participants imported from a file, as a background task.',
  tasks: "The signed-in person's background tasks and their progress.",
  accounts: "A person's account: active or inactive, and its deletion.",
  routines: 'The exercise library: definitions of exercises, circuits and activities, and their folders.',
  routinesSharing: 'Sharing the exercise library with other companies, and importing what was shared.',
  sequences:
    'Routines (sequences): days of exercises, circuits and activities, their folders, assigned to participants.',
  calendar: "A participant's calendar of exercises, circuits and activities.",
  calendarProgress: 'What a participant did of their calendar: results and progress reports.',
  calendarFeed: "A participant's calendar feed: a private iCalendar URL for any calendar app.",
  sprints: "Sprints: templates of timed-release messages, applied to participants, and a participant's messages.",
  journal: "A participant's journal: days, meals and comments.",
  swaps: "A participant's habit swaps: goals, tactics, entries and status.",
  surveys: 'Screeners and smart surveys: the instruments (locked, versioned definitions) and their scoring.',
  publicSurveys: 'Public screeners: an anonymous taker answers a public page (no sign-in).',
  courses:
    "Courses: staff's step-by-step lessons, the tenant's library (import, update), assignment, a participant's progress.",
  translation: 'Translation of a text (Apertium offline, or a LibreTranslate-compatible server), cached per tenant.',
  speech: 'Text-to-speech: a text read aloud (espeak-ng offline, or an OpenAI-compatible endpoint), cached per tenant.',
};
