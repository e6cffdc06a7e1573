import type { FuzzServer } from './fuzz-server.ts'
import type { FuzzRequest } from './route-requests.ts'
import { fingerprint, fingerprintDiff, settledFingerprint } from './store-fingerprint.ts'

/** A request that has not answered (and finished its body) by then has hung. */
export const REQUEST_TIMEOUT_MS = 5000

/**
 * Text that must never reach a client: SQL and its parameters, stack frames, error class names and
 * JavaScript's own messages (issue 13 saw all of them in error bodies and SSE `error` events).
 */
const INTERNAL_TEXT = [
  /insert into/i,
  /\bselect\b.{0,200}\bfrom\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bviolates\b/i,
  /failed query/i,
  /\$1\b/,
  /\bat (?:async )?\S*\s?\(?(?:file:\/\/|node:|\/)\S+:\d+/,
  /\b(?:Store|Type|Range|Reference|Syntax)Error\b/,
  /is not a function|cannot read propert/i,
]

export interface FuzzResponse {
  status: number
  contentType: string
  text: string
}

/** The first internal-looking fragment of `text`, with some context, or undefined. */
export function internalText(text: string): string | undefined {
  for (const pattern of INTERNAL_TEXT) {
    const match = pattern.exec(text)
    if (match) return text.slice(Math.max(0, match.index - 60), match.index + 140)
  }
  return undefined
}

/** Why an error payload is not `{ error: { code, message } }` with clean text, or undefined when it is. */
export function errorBodyProblem(payload: unknown, raw: string): string | undefined {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `not { error: { code, message } }: ${raw.slice(0, 300)}`
  const leaked = internalText(raw)
  return leaked === undefined ? undefined : `internal text in the error: …${leaked}…`
}

/** Sends one fuzz request over real HTTP and reads the whole body, failing when that takes too long. */
export async function send(url: string, request: FuzzRequest): Promise<FuzzResponse> {
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
    })
    const text = await response.text()
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text }
  } catch (error) {
    if (signal.aborted) throw new Error(`hung: no complete answer within ${REQUEST_TIMEOUT_MS} ms`)
    throw error
  }
}

/** The SSE `error` events of a stream body, as raw data lines. */
function sseErrors(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:') && /"type"\s*:\s*"error"/.test(line))
    .map((line) => line.slice(5))
}

/** What is wrong with one response, or undefined: no 5xx, a clean error envelope, clean SSE error events. */
export function responseProblem(request: FuzzRequest, response: FuzzResponse): string | undefined {
  if (response.status >= 500) return `answered ${response.status}: ${response.text.slice(0, 500)}`
  if (response.contentType.startsWith('text/event-stream')) {
    for (const data of sseErrors(response.text)) {
      const leaked = internalText(data)
      if (leaked) return `internal text in an SSE error event: …${leaked}…`
    }
    return undefined
  }
  if (response.status < 400) {
    const leaked = internalText(response.text)
    return leaked === undefined ? undefined : `internal text in a ${response.status} answer: …${leaked}…`
  }
  if (request.method === 'HEAD' && response.text === '') return undefined
  let payload: unknown
  try {
    payload = JSON.parse(response.text)
  } catch {
    return `error body is not JSON: ${response.text.slice(0, 300)}`
  }
  return errorBodyProblem(payload, response.text)
}

/**
 * Checks requests against the store: a rejected request (4xx) leaves the fingerprint as it was. The
 * fingerprint after a rejection is the next request's "before"; after a success the store is read
 * until it settles, since an accepted run may still be writing.
 */
export class StateWatch {
  #known: string | undefined
  readonly #fuzz: FuzzServer
  constructor(fuzz: FuzzServer) {
    this.#fuzz = fuzz
  }

  async before(): Promise<string> {
    this.#known ??= await settledFingerprint(this.#fuzz)
    return this.#known
  }

  /** Forgets the known state: after a hung request something may still be writing. */
  forget(): void {
    this.#known = undefined
  }

  /** The change a rejected request made, described, or undefined; forgets the state after a success. */
  async after(before: string, rejected: boolean): Promise<string | undefined> {
    if (!rejected) {
      this.#known = undefined
      return undefined
    }
    // The store was quiet before, so one reading suffices: any difference is this request's doing.
    const after = await fingerprint(this.#fuzz)
    this.#known = after
    return after === before
      ? undefined
      : `a rejected request changed the store:\n${fingerprintDiff(before, after)}`
  }
}

/** A request for a failure report: long bodies cut, so a 9 MB counterexample stays readable. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : ` body(${request.body.length}): ${JSON.stringify(request.body.slice(0, 300))}`
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 400)}${body}`
}
