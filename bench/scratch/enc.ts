import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('memory://');
const q = `select current_setting('server_encoding') enc, 'Ángel Ñúñez' ilike '%áNGEL ñ%' a, strpos(lower('Ángel Ñúñez'), lower('áNGEL ñ')) > 0 b, 'STRASSE' ilike '%straße%' c, strpos(lower('STRASSE'), lower('straße')) > 0 d, 'İstanbul' ilike '%istanbul%' e, strpos(lower('İstanbul'), lower('istanbul')) > 0 f`;
console.log((await db.query(q)).rows);
