/**
 * One Spanish register (docs/decisions.md, "Coaching loop: one Spanish register"): everything the platform
 * says in Spanish speaks to the reader as "tú", as My day does, staff screens too (one voice). These are the
 * usted forms that are never anything else: "usted", a formal imperative with its pronoun attached
 * ("Inténtelo", "ábralo"), "le/les" as "you", and a formal imperative opening a sentence ("Elija …",
 * "Escriba …"). Mid-sentence the same verbs are subjunctives ("cuando un participante complete …") and
 * "su"/"sus" is also "their", so neither is listed: the list is safe, not complete. The portal's es.json files
 * and the server's Spanish texts are tested against it.
 */
/** A whole word (or words): not inside another, accented letters counted as letters (\b counts only ASCII). */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');
const ALWAYS_USTED = [
  word('usted|ustedes'),
  word(
    'inténtelo|impórtelo|asígnelo|guárdelo|descárguelo|ábralo|revísela|duplíquela|muévalo|muévalos|elimínelo|' +
      'elimínelos|añádalos|hágalo|publíquelo|cámbielo|póngase|asegúrese|regístrese',
  ),
  word('ayudarle|enviarle|llevarle|decirle|le hemos|le enviaremos|le llevamos|le devuelve|le damos'),
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
const OPENING_IMPERATIVE = new RegExp(`(^|[.:;!?¡¿]\\s*|\\n)(${FORMAL_IMPERATIVES.join('|')})(?!\\p{L})`, 'u');

/** Usted-register words in a text: what a reader would find formal. */
export function ustedWords(text: string): string[] {
  return [...ALWAYS_USTED, OPENING_IMPERATIVE].flatMap((pattern) => {
    const found = pattern.exec(text);
    return found ? [found[0].replace(/^[^\p{L}]+/u, '')] : [];
  });
}
