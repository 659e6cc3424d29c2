import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values made from an endpoint's zod schemas, through their JSON Schema (`z.toJSONSchema`, what a client
 * sends: io 'input'): a valid example, and arbitraries (fast-check) of malformed input. No package turns
 * zod 4 schemas into arbitraries yet (zod-fast-check is for zod 3), so this small one reads JSON Schema.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

/** One valid value (best effort: refinements a JSON Schema cannot say are not known here). */
export function example(s: JsonSchema | undefined, key = ''): unknown {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return example(alt.find((a) => typeOf(a) !== 'null') ?? alt[0], key);
  if (s.allOf?.length) return example(s.allOf[0], key);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {})) out[name] = example(prop, name);
      return out;
    }
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((p) => example(p, key));
      return Array.from({ length: s.minItems ?? 0 }, () => example(s.items, key));
    }
    case 'string':
      return exampleString(s, key);
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
      let n = Math.max(min ?? 1, 1);
      if (max !== undefined && n > max) n = max;
      return n;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'example';
  }
}

function exampleString(s: JsonSchema, key: string): string {
  // A schema that names its own example (a refinement JSON Schema cannot say, e.g. a GIF's host).
  const [given] = (s as { examples?: unknown[] }).examples ?? [];
  if (typeof given === 'string') return given;
  switch (s.format) {
    case 'email':
      return `safety-${randomUUID().slice(0, 8)}@test.example`;
    case 'uuid':
      return randomUUID();
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'time':
      return '10:00:00';
    case 'uri':
    case 'url':
      return 'https://example.com/a';
  }
  // An IANA zone (timeZoneSchema's refinement, which a JSON Schema cannot say).
  if (/timeZone$/i.test(key)) return 'Europe/Madrid';
  if (s.pattern) {
    const [value] = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 42 });
    return value!.slice(0, s.maxLength ?? Infinity);
  }
  let text = /name|title/i.test(key) ? `Safety ${randomUUID().slice(0, 6)}` : 'Example text';
  if (s.minLength && text.length < s.minLength) text = text.padEnd(s.minLength, 'x');
  if (s.maxLength !== undefined) text = text.slice(0, s.maxLength);
  return text;
}

/** Strings that have broken servers: control characters (NUL first), lone surrogates, tricks. */
export const NASTY_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\u0001\u0002\u0007\u001b[31m',
  '\ud800',
  '../../etc/passwd',
  '..%2F..%2F',
  "' OR 1=1 --",
  '%00',
  '${jndi:x}',
  '<script>alert(1)</script>',
  '\u202e\ufeff',
  '9'.repeat(40),
  '-1',
  '1e400',
  '',
  ' ',
];

/** A string past any of the API's limits (the JSON body limit is 1 MiB: this is well under it). */
export const HUGE_STRING = 'x'.repeat(100_000);

const controlString = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\u2028'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

/** Any value of a wrong kind for a JSON field: other types, nasty and huge strings, extreme numbers. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant(HUGE_STRING),
  controlString,
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0.000001),
  fc.constantFrom(true, false, null),
  fc.constantFrom([], [null], [[[]]], {}, { a: { b: { c: 1 } } }, ['a\u0000']),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** A malformed JSON object from a valid one: a field of the wrong kind, a required one missing, an extra one. */
export function malformedObject(s: JsonSchema): fc.Arbitrary<unknown> {
  const base = example(s) as Record<string, unknown>;
  const keys = Object.keys(s.properties ?? {});
  const required = s.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    badJsonValue,
    fc.record({ key: fc.string({ maxLength: 12 }), value: badJsonValue }).map(({ key, value }) => ({
      ...base,
      [`extra${key}`]: value,
    })),
  ];
  if (keys.length) {
    variants.push(
      fc.record({ key: fc.constantFrom(...keys), value: badJsonValue }).map(({ key, value }) => ({
        ...base,
        [key]: value,
      })),
      fc
        .record({ key: fc.constantFrom(...keys), value: nestedBad(s.properties ?? {}) })
        .map(({ key, value }) => ({ ...base, [key]: value(key) })),
    );
  }
  if (required.length) {
    variants.push(
      fc.constantFrom(...required).map((key) => {
        const copy = { ...base };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** A field's own structure made wrong one level down (an array's item, an object's member). */
function nestedBad(props: Record<string, JsonSchema>): fc.Arbitrary<(key: string) => unknown> {
  return badJsonValue.map((bad) => (key: string) => {
    const s = props[key];
    if (!s) return bad;
    if (typeOf(s) === 'array') return [bad];
    if (typeOf(s) === 'object') {
      const inner = example(s) as Record<string, unknown>;
      const first = Object.keys(s.properties ?? {})[0];
      return first ? { ...inner, [first]: bad } : { junk: bad };
    }
    return bad;
  });
}

/** Query-string values: everything arrives as text. */
export const badQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom('abc', 'NaN', 'Infinity', '-0', '1.5', '2147483648', '99999999999999999999999', 'true', '[]', '{}'),
  fc.constant('q'.repeat(5_000)),
  controlString,
  fc.array(fc.constantFrom('1', 'a', '\u0000'), { minLength: 2, maxLength: 3 }),
);

/** A path parameter (raw, already URL-encoded text): not numbers, out of range, path tricks. */
export const BAD_PATH_VALUES = [
  'abc',
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999999999',
  'NaN',
  '%20',
  '%00',
  '%2e%2e',
  '..%2F..%2F1',
  '1%2F2',
  '%E0%A4%A',
  '%C0%AE',
  encodeURIComponent("1' OR '1'='1"),
  'x'.repeat(2000),
];
