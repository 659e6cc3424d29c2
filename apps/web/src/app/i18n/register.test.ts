import { ustedWords } from '@stride/contracts';
import { describe, expect, it } from 'vitest';

type Bundle = { [key: string]: string | Bundle };

/** The portal's es.json files against the one register's list (contracts' ustedWords). */
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
