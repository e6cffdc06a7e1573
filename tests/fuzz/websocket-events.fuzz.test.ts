import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { clientEvents } from '../../domains/cockpit/src/api/ws-messages.ts'
import {
  fromSchema,
  hostileJson,
  hostileKey,
  malformedJson,
  type SchemaNode,
  shortNastyString,
} from './arbitraries.ts'
import { startFuzzServer } from './fuzz-server.ts'
import { boundedShrink, fuzzParameters, fuzzTimeout } from './fuzz-settings.ts'
import { encodePart, JsonEntries, toJsonText } from './json-text.ts'
import { errorBodyProblem, StateWatch } from './response-checks.ts'
import { refResolver } from './route-requests.ts'
import { handshake, WsClient, type WsMessage } from './ws-client.ts'

const fuzz = await startFuzzServer()
const { a, b } = fuzz
const watch = new StateWatch(fuzz)
let ws: WsClient
beforeAll(async () => {
  ws = await WsClient.open(fuzz.url, a.key, a.vehicleId)
})
afterAll(async () => {
  ws.close()
  await fuzz.close()
})

const hints = {
  sessionId: [...a.ids, ...b.ids],
  commandId: [...a.ids, ...b.ids],
  text: ['打开空调', '把空调调到22度', '打开所有车窗'],
}

/** A message of one event: its data from the event's own schema, sometimes with extra keys or no envelope. */
function messagesOf(event: fc.Arbitrary<string>, schema?: SchemaNode): fc.Arbitrary<string> {
  const data = schema ? fromSchema(schema, refResolver(schema), hints) : hostileJson
  const extra = fc.array(fc.tuple(hostileKey, hostileJson), { maxLength: 2 })
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(event, data, extra)
        .map(([name, value, more]) =>
          toJsonText(new JsonEntries([['event', name], ['data', value], ...more])),
        ),
    },
    { weight: 1, arbitrary: data.map(toJsonText) },
    { weight: 1, arbitrary: malformedJson },
  )
}

/** What is wrong with the messages a fuzzed one brought, or undefined: typed errors only, never `internal`. */
function messageProblem(messages: WsMessage[]): string | undefined {
  for (const message of messages.filter((m) => m.event === 'error')) {
    const raw = JSON.stringify(message.data)
    if (message.data?.code === 'internal') return `an internal error: ${raw.slice(0, 500)}`
    const problem = errorBodyProblem({ error: message.data }, raw)
    if (problem) return problem
  }
  return undefined
}

/** The gateway's frame limit: a larger message is refused by closing with 1009, as RFC 6455 says. */
const MAX_PAYLOAD = 64 * 1024

/** Sends one message on the open socket and checks the answer, the socket's health and the store. */
async function check(text: string): Promise<void> {
  if (ws.closed) ws = await WsClient.open(fuzz.url, a.key, a.vehicleId)
  const before = await watch.before()
  if (Buffer.byteLength(text) > MAX_PAYLOAD) return checkOversized(text, before)
  const { messages, problem } = await ws.exchange(text)
  const rejected =
    messages.some((m) => m.event === 'error') && !messages.some((m) => m.event.startsWith('dialog:'))
  const changed = await watch.after(before, rejected && !problem)
  const found = problem ?? messageProblem(messages) ?? changed
  if (found) throw new Error(`${found}\n  sent: ${JSON.stringify(text.slice(0, 400))}`)
}

/** A frame past the limit closes that socket with 1009 and changes nothing; the next connection serves. */
async function checkOversized(text: string, before: string): Promise<void> {
  const { problem } = await ws.exchange(text)
  const changed = await watch.after(before, true)
  ws = await WsClient.open(fuzz.url, a.key, a.vehicleId)
  const found = problem?.startsWith('closed by the server (1009')
    ? changed
    : (problem ?? 'an oversized frame was taken')
  if (found)
    throw new Error(`${found}\n  sent ${text.length} characters: ${JSON.stringify(text.slice(0, 200))}`)
}

describe('every WebSocket event under hostile messages: a typed error, the socket still serves, no change when rejected', () => {
  for (const [event, schema] of Object.entries(clientEvents)) {
    it(
      event,
      async () => {
        const messages = boundedShrink(messagesOf(fc.constant(event), schema.toJSONSchema() as SchemaNode))
        await fc.assert(fc.asyncProperty(messages, check), fuzzParameters())
      },
      fuzzTimeout(),
    )
  }

  it(
    'unknown, prototype and malformed event names',
    async () => {
      const names = fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf'),
        shortNastyString,
      )
      await fc.assert(fc.asyncProperty(boundedShrink(messagesOf(names)), check), fuzzParameters())
    },
    fuzzTimeout(),
  )

  it(
    'the handshake with odd vehicle ids, roles, keys and origins',
    async () => {
      const upgrades = fc.record({
        vehicleId: fc.oneof(fc.constantFrom(a.vehicleId, b.vehicleId), shortNastyString.map(encodePart)),
        role: fc.oneof(fc.constantFrom('client', 'agent'), shortNastyString.map(encodePart)),
        token: fc.option(fc.oneof(fc.constant(a.key), shortNastyString.map(encodePart)), { nil: undefined }),
        origin: fc.option(fc.constantFrom('https://evil.example', 'null', fuzz.url), { nil: undefined }),
      })
      await fc.assert(
        fc.asyncProperty(upgrades, async ({ vehicleId, role, token, origin }) => {
          const query = `vehicleId=${vehicleId}&role=${role}${token === undefined ? '' : `&token=${token}`}`
          // A refusal may reset the connection instead of answering: that is a refusal too.
          const answer = await handshake(fuzz.url, `/api/v1/ws?${query}`, origin ? { origin } : {}).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ECONNRESET') return { status: 0, text: '' }
              throw error
            },
          )
          if (answer.status >= 500) throw new Error(`answered ${answer.status}: ${answer.text.slice(0, 300)}`)
          if (answer.status >= 400) {
            const problem = errorBodyProblem(safeJson(answer.text), answer.text)
            if (problem) throw new Error(`${problem}\n  query: ${query}`)
          }
        }),
        fuzzParameters(0.5),
      )
    },
    fuzzTimeout(0.5),
  )
})

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
