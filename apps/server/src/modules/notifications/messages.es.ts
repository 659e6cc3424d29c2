import type { MessageKey } from './messages.en.js';

/** The notifications' texts in Spanish: every key of English (the type refuses a missing one). */
export const es: Record<MessageKey, string> = {
  'newLogin.firstSignIn': '{name} inició sesión por primera vez.',
  'inactive.participant': '{name} no ha iniciado sesión en {days} días.',
  'mediaLibrary.shared': '{name} compartió «{title}» con tu empresa.',
  'mediaLibrary.shared.link': 'Abrir en la biblioteca',
  'activities.completed': '{name} completó una actividad.',
  'activities.completed.link': 'Ver el progreso',
  'journal.entry': '{name} añadió una entrada al diario.',
  'journal.comment': '{name} comentó una entrada del diario.',
  'journal.link': 'Abrir el diario',
  'journal.staffComment': '{name} comentó tu diario.',
  'routine.updated': '{name} cambió su rutina.',
  'routine.sharedFolder': '{name} compartió la carpeta «{title}» con tu empresa.',
  'routine.sharedRoutine': '{name} compartió «{title}» con tu empresa.',
  'routine.shared.link': 'Ver lo compartido',
  'smartSurvey.completed': '{name} completó {survey}.',
  'smartSurvey.updated': '{name} actualizó {survey}.',
  'survey.link': 'Abrir el resultado',
  'survey.available': 'Tienes {survey} listo para responder.',
  'survey.available.link': 'Responder ahora',
  'survey.critical': 'Urgente: {name} dio una respuesta en {survey} que requiere su atención ahora.',
  'swap.entry': '{name} añadió un intercambio.',
  'swap.notes': '{name} añadió notas a un intercambio.',
  'swap.link': 'Abrir el intercambio',
};
