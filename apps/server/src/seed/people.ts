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

export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();
