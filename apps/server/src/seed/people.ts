/** Plausible names for demo people: combined deterministically, never random. */
export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Benjamin',
  'Charlotte',
  'James',
  'Amelia',
  'Henry',
  'Harper',
  'Daniel',
  'Evelyn',
  'Samuel',
  'Lucía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Camila',
  'Diego',
  'Sofía',
  'Alejandro',
  'Martina',
  'Javier',
  'Grace',
  'Owen',
  'Chloe',
  'Caleb',
  'Nora',
  'Isaac',
  'Hannah',
  'Julian',
  'Zoe',
  'Aaron',
];
export const LAST_NAMES = [
  'Anderson',
  'Bennett',
  'Carter',
  'Dawson',
  'Ellis',
  'Fischer',
  'Graham',
  'Hughes',
  'Iverson',
  'Jensen',
  'Keller',
  'Lawson',
  'Morgan',
  'Nolan',
  "O'Brien",
  'Patel',
  'Quinn',
  'Reyes',
  'Sullivan',
  'Turner',
  'García',
  'Martínez',
  'López',
  'Hernández',
  'Romero',
  'Navarro',
  'Torres',
  'Delgado',
  'Castillo',
  'Vega',
];

/**
 * Staff names come from lists of their own (no first or last name in the participants' lists), so no staff
 * member ever shares a name with a participant (issue 13: the demo data must not mislead).
 */
export const STAFF_FIRST_NAMES = [
  'Margaret',
  'Richard',
  'Eleanor',
  'Thomas',
  'Rosa',
  'Victor',
  'Irene',
  'Gabriel',
  'Helen',
  'Patrick',
  'Natalie',
  'Oscar',
  'Teresa',
  'Simon',
];
export const STAFF_LAST_NAMES = [
  'Whitaker',
  'Brooks',
  'Fleming',
  'Ortega',
  'Shaw',
  'Palmer',
  'Wallace',
  'Moreno',
  'Harris',
  'Sandoval',
  'Rossi',
  'Kim',
  'Burke',
];

export interface DemoPerson {
  firstName: string;
  lastName: string;
  language: 'en' | 'es';
}

/** The n-th demo person: Spanish names speak Spanish. */
export function demoPerson(n: number, offset: number): DemoPerson {
  const first = FIRST_NAMES[(n * 7 + offset) % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(n * 11 + offset * 3) % LAST_NAMES.length]!;
  const spanish = FIRST_NAMES.indexOf(first) >= 20 && FIRST_NAMES.indexOf(first) < 30;
  return { firstName: first, lastName: last, language: spanish ? 'es' : 'en' };
}

/** The n-th demo staff member (n from 1): first names distinct within a tenant, working in English. */
export function demoStaffPerson(n: number, offset: number): DemoPerson {
  const first = STAFF_FIRST_NAMES[(n - 1 + offset) % STAFF_FIRST_NAMES.length]!;
  const last = STAFF_LAST_NAMES[(n * 5 + offset) % STAFF_LAST_NAMES.length]!;
  return { firstName: first, lastName: last, language: 'en' };
}

export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
