import fc from 'fast-check'
import { JsonEntries, RawJson, toJsonText } from './json-text.ts'

/** A JSON Schema node as /openapi.json and zod's toJSONSchema write them (the parts the fuzzer reads). */
export interface SchemaNode {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  allOf?: SchemaNode[]
  properties?: Record<string, SchemaNode>
  required?: string[]
  additionalProperties?: SchemaNode | boolean
  items?: SchemaNode
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  nullable?: boolean
}

/** What the server already knows, by field name: values that get a request past "not found" into the code behind. */
export type Hints = Record<string, readonly string[]>

/** Text PostgreSQL cannot store, text that breaks encoders, and text that looks like an attack. */
const NASTY_TEXT = [
  '\u0000',
  '打开空调\u0000',
  '\ud800',
  'a\udfffb',
  '\udbff\udbff',
  '\uffff\ufffe',
  '\u202e\u200b',
  '',
  ' ',
  "'; drop table sessions; --",
  '../../etc/passwd',
  '%00',
  '__proto__',
]

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']

/** Numbers as raw JSON text: what JSON.stringify never writes but a parser may meet. */
const ODD_NUMBERS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '9007199254740993',
  '0x10',
]

/**
 * Numbers past what the store holds, whatever the schema's bounds: PostgreSQL `integer` ends at 2³¹−1,
 * `bigint` and exact doubles at 2⁵³. A schema without a bound lets them through to a query or a column.
 */
export const OUT_OF_STORE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e20, -1e20]

/** One UTF-16 unit, often a NUL or a lone surrogate. */
const unit = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udfff') },
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) },
  { weight: 4, arbitrary: fc.constantFrom('a', 'Z', '1', '空', '调', '-', '_', '.') },
)

/** Short strings a careless or hostile client sends (URLs have no room for huge ones: see the oversize test). */
export const shortNastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ unit, maxLength: 12 }),
)

/** Strings a careless or hostile client sends, huge ones included. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  shortNastyString,
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
)

/** Keys a client may put in any object. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('\u0000', '\ud800', ''),
)

/** Values no schema expects: odd numbers, deep nesting, NaN as text, and ordinary JSON. */
const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS).map((text) => new RawJson(text)),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc
    .integer({ min: 1000, max: 20_000 })
    .map((depth) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, [], {}),
)

/** Any JSON tree with hostile leaves and keys (repeated keys and `__proto__` included). */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map((entries) => new JsonEntries(entries)),
  ),
})).value

/** JSON text that does not parse, or parses to something odd (escaped lone surrogates are valid JSON). */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    "{'a':1}",
    '{"a":1}garbage',
    '{"a":1,}',
    '\ufeff{}',
    'null',
    '"\\ud800"',
    '{"text":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc.string({ unit, maxLength: 40 }),
)

/** An arbitrary for values of a JSON Schema, strings leaning on hints and nasty text, fields sometimes wrong-typed. */
export function fromSchema(
  schema: SchemaNode,
  resolve: (ref: string) => SchemaNode | undefined,
  hints: Hints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const next = (node: SchemaNode, field = name) => fromSchema(node, resolve, hints, field, depth + 1)
  if (depth > 6) return hostileLeaf
  if (schema.$ref) {
    const target = resolve(schema.$ref)
    return target ? next(target) : hostileJson
  }
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union) return fc.oneof(...union.map((node) => next(node)))
  if (schema.allOf?.[0]) return next(schema.allOf[0])
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  const value = typedValue(schema, type, next, hints, name)
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value
}

function typedValue(
  schema: SchemaNode,
  type: string | undefined,
  next: (node: SchemaNode, field?: string) => fc.Arbitrary<unknown>,
  hints: Hints,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object':
      return objectValue(schema, next)
    case 'array':
      return fc.array(schema.items ? next(schema.items) : hostileJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 0, 3)),
      })
    case 'string':
      return stringValue(schema, hints[name] ?? [])
    case 'integer':
      return withHuge(fc.integer({ min: bound(schema.minimum, -1000), max: bound(schema.maximum, 1000) }))
    case 'number':
      return withHuge(
        fc.double({ min: bound(schema.minimum, -1000), max: bound(schema.maximum, 1000), noNaN: true }),
      )
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return hostileJson
  }
}

/** An object of the schema: required fields, some optional ones, a field now and then of the wrong type, extra keys. */
function objectValue(
  schema: SchemaNode,
  next: (node: SchemaNode, field?: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const fields = Object.entries(schema.properties ?? {}).map(([key, node]) =>
    fc.tuple(
      fc.constant(key),
      fc.oneof({ weight: 12, arbitrary: next(node, key) }, { weight: 1, arbitrary: hostileJson }),
      fc.boolean(),
    ),
  )
  const additional =
    typeof schema.additionalProperties === 'object' ? next(schema.additionalProperties) : hostileJson
  const required = new Set(schema.required ?? [])
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, additional), { maxLength: 2 }) },
      ),
    )
    .map(([chosen, extra]) => {
      const kept = chosen.filter(([key, , include]) => include || required.has(key))
      return new JsonEntries([...kept.map(([key, value]) => [key, value] as const), ...extra])
    })
}

function stringValue(schema: SchemaNode, hinted: readonly string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 24, 24)
  const plain =
    schema.format === 'uuid'
      ? fc.uuid()
      : schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= max)
        : fc.string({ minLength: min, maxLength: Math.max(min, max) })
  const withNasty = (base: fc.Arbitrary<string>, weight: number) =>
    fc.oneof(
      { weight, arbitrary: base },
      { weight: 1, arbitrary: nastyString },
      { weight: 1, arbitrary: fc.tuple(base, nastyString).map(([a, b]) => a + b) },
    )
  // A hinted field mostly gets a value the server knows, so the nasty text lands in the other fields.
  if (hinted.length === 0) return withNasty(plain, 3)
  return withNasty(
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...hinted) }, { weight: 1, arbitrary: plain }),
    6,
  )
}

/** A schema's numbers, now and then one the store cannot hold. */
function withHuge(inRange: fc.Arbitrary<number>): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(...OUT_OF_STORE_NUMBERS) },
  )
}

function bound(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.max(-1e9, Math.min(1e9, value))
}

/** A request body as text: the schema's shape (most often), any JSON, malformed text, or a body past the size limit. */
export function bodyText(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: shaped.map(toJsonText) },
    { weight: 2, arbitrary: hostileJson.map(toJsonText) },
    { weight: 2, arbitrary: malformedJson },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped.map(toJsonText), fc.nat())
        .map(([text, cut]) => text.slice(0, cut % text.length)),
    },
    { weight: 1, arbitrary: fc.constant(null).map(() => `"${'x'.repeat(9 * 1024 * 1024)}"`) },
  )
}
