import { errorFromResponse, fetchFailure, MindwireError } from './errors.ts'

/** How the client authenticates: a fixed API key, or a function that returns a fresh token. */
export interface Credentials {
  apiKey?: string
  /** Called before every request, so an expiring token can be refreshed. */
  getToken?: () => string | Promise<string>
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export interface RequestOptions {
  body?: unknown
  signal?: AbortSignal
  /** Ask for an SSE stream (Accept: text/event-stream). */
  stream?: boolean
  headers?: Record<string, string>
}

/** The HTTP side of the client: base URL, credentials, typed errors for every non-2xx answer. */
export class Http {
  readonly endpoint: string
  readonly #credentials: Credentials
  readonly #fetch: FetchLike
  readonly #timeoutMs?: number

  constructor(endpoint: string, credentials: Credentials, fetchImpl?: FetchLike, timeoutMs?: number) {
    this.endpoint = endpoint.replace(/\/+$/, '')
    this.#credentials = credentials
    this.#timeoutMs = timeoutMs
    // Browsers throw "Illegal invocation" when fetch is called detached from its global, so wrap it.
    this.#fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  }

  /** Sends a request and returns the 2xx response; anything else becomes a MindwireError. */
  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers }
    const token = this.#credentials.getToken ? await this.#credentials.getToken() : this.#credentials.apiKey
    if (token) headers.authorization = `Bearer ${token}`
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    headers.accept = options.stream ? 'text/event-stream' : 'application/json'
    let response: Response
    const deadline = this.#deadline(options.signal)
    try {
      response = await this.#fetch(`${this.endpoint}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: deadline.signal,
      })
    } catch (error) {
      if (deadline.expired()) throw timedOut(this.#timeoutMs!, method, path)
      throw fetchFailure(error, options.signal)
    } finally {
      deadline.clear()
    }
    if (!response.ok) throw await errorFromResponse(response)
    return response
  }

  /**
   * The client's `timeout` as a signal: the answer must begin within it (a stream's first bytes, a JSON
   * reply whole); once it has, a stream runs as long as the run does. The caller's own signal still aborts.
   */
  #deadline(signal: AbortSignal | undefined) {
    if (this.#timeoutMs === undefined) return { signal, expired: () => false, clear: () => {} }
    const controller = new AbortController()
    let expired = false
    const abort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', abort, { once: true })
    if (signal?.aborted) abort()
    const timer = setTimeout(() => {
      expired = true
      controller.abort(new Error('timeout'))
    }, this.#timeoutMs)
    return {
      signal: controller.signal,
      expired: () => expired,
      clear: () => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', abort)
      },
    }
  }

  /** A JSON request; a 204 resolves to undefined. */
  async json<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.request(method, path, options)
    if (response.status === 204) return undefined as T
    try {
      return (await response.json()) as T
    } catch (error) {
      throw new MindwireError('bad_response', `the server sent invalid JSON for ${method} ${path}`, {
        status: response.status,
        cause: error,
      })
    }
  }
}

function timedOut(ms: number, method: string, path: string): MindwireError {
  return new MindwireError('timeout', `no answer to ${method} ${path} within ${ms} ms`, { retryable: true })
}
