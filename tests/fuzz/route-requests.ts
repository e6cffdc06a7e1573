import fc from 'fast-check'
import {
  bodyText,
  fromSchema,
  type Hints,
  OUT_OF_STORE_NUMBERS,
  type SchemaNode,
  shortNastyString,
} from './arbitraries.ts'
import { encodePart } from './json-text.ts'
import { describeRequest } from './response-checks.ts'

/** One operation of /openapi.json. */
export interface Route {
  method: string
  /** The OpenAPI path, e.g. `/api/ai/sessions/{id}`. */
  path: string
  parameters: Array<{ in: string; name: string; required?: boolean; schema: SchemaNode }>
  body?: SchemaNode
}

/** A request as the fuzzer sends it: `path` holds the query, `body` is raw text. */
export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

type Operation = {
  parameters?: Route['parameters']
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> }
}

type OpenApi = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, SchemaNode> }
}

/** Every operation the server documents: new routes are fuzzed without touching the suite. */
export function routesOf(doc: OpenApi): Route[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  )
}

/** Resolves a local `#/…` JSON pointer in `root` (anything else is fuzzed as any JSON). */
export function refResolver(root: unknown): (ref: string) => SchemaNode | undefined {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined
    let node = root
    for (const part of ref.slice(2).split('/'))
      node = (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
    return node && typeof node === 'object' ? (node as SchemaNode) : undefined
  }
}

/** Header values a client may send: what fetch can carry (Latin-1, no controls, not empty, no outer spaces). */
const headerText = fc
  .string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .map((code) => String.fromCharCode(code === 0x7f ? 0x7e : code)),
    minLength: 1,
    maxLength: 30,
  })
  .map((text) => text.trim())
  .filter((text) => text.length > 0)

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json, text/plain',
]

/** The odd headers of issue 13: Last-Event-ID out of range or garbage, odd idempotency keys, foreign origins. */
const oddHeaders = fc.record(
  {
    'last-event-id': fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '99999999999',
          '2147483648',
          '9007199254740993',
          '-1',
          '1e309',
          'NaN',
          '0x10',
          '+5',
          '1'.repeat(400),
        ),
      },
      { weight: 1, arbitrary: fc.nat().map(String) },
      { weight: 1, arbitrary: headerText },
    ),
    'idempotency-key': fc.oneof(fc.constantFrom('-', 'k'.repeat(201), '__proto__'), headerText),
    origin: fc.oneof(fc.constantFrom('https://evil.example', 'null', 'file://'), headerText),
    'x-user-id': fc.oneof(fc.constantFrom('alice', 'bob', '__proto__'), headerText),
    accept: fc.constantFrom('text/event-stream', '*/*', 'application/xml', 'garbage'),
  },
  // Last-Event-ID always: only the events route reads it, where it must be hit often.
  { requiredKeys: ['last-event-id'] },
)

/** Whose request it is: mostly tenant a's key, then b's, none, or a bad one. */
function authorization(keys: { a: string; b: string }): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(`Bearer ${keys.a}`) },
    { weight: 3, arbitrary: fc.constant(`Bearer ${keys.b}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Basic YTpi', `bearer ${keys.a}x`) },
    { weight: 1, arbitrary: headerText.map((text) => `Bearer ${text}`) },
  )
}

/** Ids to aim path parameters at: the requesting tenant's own (most requests use its key), and the other's. */
export interface KnownIds {
  own: readonly string[]
  other: readonly string[]
}

/** Path parameter and query values: known ids, random uuids, nasty text, broken percent-encoding. */
function paramValue(schema: SchemaNode, known: KnownIds, resolve: (ref: string) => SchemaNode | undefined) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...known.own) },
    { weight: 2, arbitrary: fc.constantFrom(...known.other) },
    {
      weight: 2,
      arbitrary: fromSchema(schema, resolve, {})
        .map((v) => encodePart(String(v)))
        .filter((text) => text.length < 2000),
    },
    { weight: 1, arbitrary: shortNastyString.map(encodePart) },
    // A numeric parameter as a number past the store's columns (the schema may coerce it unbounded).
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...OUT_OF_STORE_NUMBERS.map((n) => BigInt(n).toString()),
        '99999999999999999999',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%ZZ', '%', '..', '%2e%2e', '-1', '1e309', 'NaN'),
    },
  )
}

/** The request arbitrary of one route, every part of it fuzzed. */
export function requestsFor(
  route: Route,
  context: {
    keys: { a: string; b: string }
    known: KnownIds
    hints: Hints
    resolve: (ref: string) => SchemaNode | undefined
  },
): fc.Arbitrary<FuzzRequest> {
  const pathParams = route.parameters.filter((p) => p.in === 'path')
  const queryParams = route.parameters.filter((p) => p.in === 'query')
  const path = fc
    .tuple(...pathParams.map((p) => paramValue(p.schema, context.known, context.resolve)))
    .map((values) => pathParams.reduce((text, p, i) => text.replace(`{${p.name}}`, values[i]!), route.path))
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(paramValue(p.schema, context.known, context.resolve), { nil: undefined }),
      ),
      fc.option(fc.tuple(shortNastyString, shortNastyString), { nil: undefined }),
    )
    .map((values) => {
      const pairs = queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [`${p.name}=${values[i]}`]))
      const extra = values.at(-1) as [string, string] | undefined
      if (extra) pairs.push(`${encodePart(extra[0])}=${encodePart(extra[1])}`)
      return pairs.length > 0 ? `?${pairs.join('&')}` : ''
    })
  const shaped = route.body ? fromSchema(route.body, context.resolve, context.hints) : fc.constant({})
  const body = route.body
    ? fc.oneof({ weight: 12, arbitrary: bodyText(shaped) }, { weight: 1, arbitrary: fc.constant(undefined) })
    : fc.option(bodyText(shaped), { nil: undefined, freq: 4 })
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
  )
  const contentType = fc.oneof(
    { weight: 10, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  return fc
    .record({ method, path, query, body, contentType, auth: authorization(context.keys), odd: oddHeaders })
    .map(({ method, path, query, body, contentType, auth, odd }) => {
      const headers: Record<string, string> = { ...odd }
      if (auth !== undefined) headers.authorization = auth
      // GET and HEAD cannot carry a body in fetch; their bodies are dropped rather than the request.
      const sendsBody = body !== undefined && method !== 'GET' && method !== 'HEAD'
      if (sendsBody && contentType !== undefined) headers['content-type'] = contentType
      const request: FuzzRequest = { method, path: path + query, headers, ...(sendsBody ? { body } : {}) }
      // fast-check prints counterexamples with this: a 9 MB body would drown the report.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) })
    })
}
