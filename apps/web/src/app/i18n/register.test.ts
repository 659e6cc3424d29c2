import { describe, expect, it } from 'vitest';

type Bundle = { [key: string]: string | Bundle };

/**
 * One Spanish register (docs/decisions.md, "Coaching loop: one Spanish register"): everything the portal
 * says in Spanish speaks to the reader as "tú", as My day does, staff screens too (one voice, and the same
 * bundles reach participants). These are the usted forms that are never anything else: "usted", a formal
 * imperative with its pronoun attached ("Inténtelo", "ábralo"), "le/les" as "you", and a formal imperative
 * opening a sentence ("Elija …", "Escriba …"). Mid-sentence the same verbs are subjunctives ("cuando un
 * participante complete …") and "su"/"sus" is also "their", so neither is listed.
 */
const ALWAYS_USTED = [
  /\busted(es)?\b/i,
  /\b(inténtelo|impórtelo|asígnelo|guárdelo|descárguelo|ábralo|revísela|duplíquela|muévalo|muévalos|elimínelo|elimínelos|añádalos|hágalo|publíquelo|cámbielo|póngase|asegúrese|regístrese)\b/i,
  /\b(ayudarle|enviarle|llevarle|decirle|le (hemos|enviaremos|llevamos|devuelve|damos))\b/i,
  /\bnos alegra contar con usted\b/i,
];
/** Formal imperatives opening a sentence (after the start, ". ", ": ", "¡" or "¿"). */
const FORMAL_IMPERATIVES = [
  'Ingrese',
  'Seleccione',
  'Haga',
  'Elija',
  'Escriba',
  'Compruebe',
  'Vuelva',
  'Pida',
  'Revise',
  'Suba',
  'Introduzca',
  'Guarde',
  'Añada',
  'Pulse',
  'Espere',
  'Busque',
  'Confirme',
  'Contacte',
  'Edite',
  'Use',
  'Elimine',
  'Abra',
  'Cambie',
  'Descargue',
  'Pruebe',
  'Inicie',
  'Cree',
  'Copie',
  'Pregunte',
  'Recuerde',
  'Restablezca',
];
const OPENING_IMPERATIVE = new RegExp(`(^|[.:;!?¡¿]\\s*|\\n)(${FORMAL_IMPERATIVES.join('|')})\\b`);

/** Usted-register words in a text: what a reader would find formal. */
export function ustedWords(text: string): string[] {
  return [...ALWAYS_USTED, OPENING_IMPERATIVE].flatMap((pattern) => {
    const found = pattern.exec(text);
    return found ? [found[0].replace(/^[^\p{L}]+/u, '')] : [];
  });
}

const files = import.meta.glob<Bundle>(
  ['./locales/es.json', '../../features/*/locales/es.json', '../../features/*/*/locales/es.json'],
  { eager: true, import: 'default' },
);

function* strings(bundle: Bundle, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') yield [path, value];
    else yield* strings(value, path);
  }
}

describe('one Spanish register', () => {
  it('finds the usted forms it is meant to, and not a subjunctive or a "their"', () => {
    expect(ustedWords('Compruebe su conexión e inténtelo de nuevo.')).toEqual(['inténtelo', 'Compruebe']);
    expect(ustedWords('¿No se abre? Use el botón de abajo.')).toEqual(['Use']);
    expect(ustedWords('Solo usted lo ve.')).toEqual(['usted']);
    expect(ustedWords('Si existe una cuenta, le hemos enviado un enlace.')).toEqual(['le hemos']);
    expect(ustedWords('Avisarme cuando un participante complete una actividad.')).toEqual([]);
    expect(ustedWords('{{name}} verá en su perfil que iniciaste sesión.')).toEqual([]);
    expect(ustedWords('Elige un chat. Inténtalo de nuevo.')).toEqual([]);
  });

  it('is "tú" in every es.json of the portal', () => {
    const found: string[] = [];
    for (const [file, bundle] of Object.entries(files)) {
      for (const [key, text] of strings(bundle)) {
        const words = ustedWords(text);
        if (words.length) found.push(`${file} ${key}: ${words.join(', ')} in "${text}"`);
      }
    }
    expect(Object.keys(files).length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
