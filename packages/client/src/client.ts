import type { ClientTool } from './client-tool.ts'
import { estimateTokens } from './estimate-tokens.ts'
import { type Credentials, type FetchLike, Http } from './http.ts'
import type { RagQuery, RagResult, SimilarityOptions } from './knowledge.ts'
import { readPersisted } from './persisted-session.ts'
import { historyFromServer } from './server-history.ts'
import { type RunControls, Session } from './session.ts'
import { defaultRetryPolicy, type RetryPolicy } from './sse/backoff.ts'
import { defaultStorage, type KeyValueStorage } from './storage.ts'
import type { Message, PendingCall } from './types.ts'

export interface ClientOptions extends Credentials {
  /** The server's base URL, e.g. `https://ai.example.com`; `''` for the page's own origin. */
  endpoint: string
  /** A fetch to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: FetchLike
  /** Where `persist`/`restore` keep sessions: localStorage in browsers, memory elsewhere. */
  storage?: KeyValueStorage
  /** How a dropped stream is resumed. */
  retry?: Partial<RetryPolicy>
  /**
   * Milliseconds an answer may take to begin (seed 000 §4.1 `timeout`); past it the request is aborted
   * with a `timeout` error. A stream that has begun is not cut off. Default: no limit.
   */
  timeout?: number
}

export interface SessionOptions {
  /** The app (domain) to talk to, e.g. `synth`. */
  app: string
  title?: string
  userId?: string
  /** The app's live state; sent as `state` with every message so the copilot sees what the person sees. */
  context?: () => unknown
  /** Client tools to register right away. */
  tools?: readonly ClientTool[]
  /** The session expires on the server after this long. */
  ttlSeconds?: number
  /** Instructions added after the app's own system prompt (seed 000 §4.1); its rules still apply. */
  systemPrompt?: string
  /** One of the models `listModels().models` names; the app's routing otherwise. */
  model?: string
  temperature?: number
  /** Output tokens per model call. */
  maxTokens?: number
}

/** GET /api/ai/models: the model chains per task type and the apps this server hosts (never keys). */
export interface ModelsInfo {
  routes: Record<string, string[]>
  /** The models a session may choose (`SessionOptions.model`). */
  models: string[]
  apps: { app: string; domain: string; description: string; taskType: string; offline: boolean }[]
}

/** GET /api/ai/usage: this tenant's tokens, quota and cost in the current period. */
export interface UsageStats {
  tenant: string
  period: { start: string; end: string; kind: 'day' | 'month' }
  quota: number | null
  used: number
  remaining: number | null
  byModel: { model: string; inputTokens: number; outputTokens: number; cost: number; calls: number }[]
}

/** GET /api/ai/handoffs/:id: what a handoff carried to the app its deep link opened. */
export interface HandoffRecord {
  id: string
  sessionId: string
  /** The app the session came from. */
  from: string
  /** The app it went to. */
  app: string
  intent: string
  context: Record<string, unknown>
  /** Epoch ms after which the record can no longer be read. */
  expiresAt: number
}

interface SessionDetail {
  id: string
  app: string
  title: string | null
  userId: string | null
  messages: unknown[]
  pending: PendingCall[]
}

/** The copilot client (seed 000 §4.1): sessions, models, usage. Works in browsers and in Node. */
export interface Client {
  readonly endpoint: string
  /** Creates a session on the server for an app. */
  createSession(options: SessionOptions): Promise<Session>
  /**
   * Continues an existing session (another tab, another app after a handoff): its history and waiting
   * calls come from the server; a copy this client persisted supplies where its event stream stood.
   */
  resumeSession(id: string, options?: Omit<SessionOptions, 'app'>): Promise<Session>
  /**
   * The handoff a deep link names (`?handoff=<id>`): the session, the intent and the context the other app
   * handed over. A link carries only the record's id; the context is read here, with this client's key.
   */
  readHandoff(id: string): Promise<HandoffRecord>
  listModels(): Promise<ModelsInfo>
  getUsage(): Promise<UsageStats>
  /** Searches a knowledge collection (`POST /api/ai/rag/search`): the tenant's documents and the shared ones. */
  searchKnowledge(query: RagQuery, options?: { signal?: AbortSignal }): Promise<RagResult[]>
  /**
   * The passages nearest to a vector of the server's embedder (seed 000 §4.4 similaritySearch), scored by
   * cosine; results under `minScore` (default 0.7) are left out.
   */
  similaritySearch(
    embedding: readonly number[],
    collection: string | readonly string[],
    options?: SimilarityOptions,
  ): Promise<RagResult[]>
  /** The server embedder's vectors of texts (`POST /api/ai/rag/embed`), for similaritySearch. */
  embed(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<number[][]>
  /**
   * A JSON request to any route of the server with this client's endpoint and credentials (an app's own
   * routes, e.g. `/api/studio/...`); a non-2xx answer throws a MindwireError, a 204 resolves to undefined.
   */
  request<T>(method: string, path: string, options?: { body?: unknown; signal?: AbortSignal }): Promise<T>
  /** A local estimate of the prompt tokens of messages, to warn before a limit without a request. */
  estimateTokens(messages: readonly Message[]): number
}

/** Creates a client for a Mindwire server. */
export function createClient(options: ClientOptions): Client {
  const http = new Http(options.endpoint, options, options.fetch, options.timeout)
  const storage = options.storage ?? defaultStorage()
  const retry: RetryPolicy = { ...defaultRetryPolicy, ...options.retry }
  return {
    endpoint: http.endpoint,
    async createSession(session) {
      const state = session.context?.()
      const created = await http.json<{ id: string; app: string }>('POST', '/api/ai/sessions', {
        body: {
          app: session.app,
          title: session.title,
          userId: session.userId,
          ttlSeconds: session.ttlSeconds,
          ...(state === undefined ? {} : { state }),
        },
      })
      return new Session({
        http,
        storage,
        retry,
        id: created.id,
        app: created.app,
        title: session.title,
        userId: session.userId,
        context: session.context,
        tools: session.tools,
        controls: controlsOf(session),
        lastEventId: 0,
      })
    },
    readHandoff(id) {
      return http.json<HandoffRecord>('GET', `/api/ai/handoffs/${encodeURIComponent(id)}`)
    },
    async resumeSession(id, session = {}) {
      const detail = await http.json<SessionDetail>('GET', `/api/ai/sessions/${encodeURIComponent(id)}`)
      const saved = readPersisted(storage, id)
      return new Session({
        http,
        storage,
        retry,
        id: detail.id,
        app: detail.app,
        title: session.title ?? detail.title,
        userId: session.userId ?? detail.userId,
        context: session.context,
        tools: session.tools,
        controls: controlsOf(session),
        history: historyFromServer(detail.messages),
        pending: detail.pending.filter((call) => call.reason === 'confirm'),
        lastEventId: saved?.lastEventId ?? undefined,
      })
    },
    listModels: () => http.json<ModelsInfo>('GET', '/api/ai/models'),
    getUsage: () => http.json<UsageStats>('GET', '/api/ai/usage'),
    searchKnowledge: async (query, { signal } = {}) =>
      (await http.json<{ results: RagResult[] }>('POST', '/api/ai/rag/search', { body: query, signal }))
        .results,
    similaritySearch: async (embedding, collection, { signal, ...cutoffs } = {}) =>
      (
        await http.json<{ results: RagResult[] }>('POST', '/api/ai/rag/similarity', {
          body: { embedding, collection, ...cutoffs },
          signal,
        })
      ).results,
    embed: async (texts, { signal } = {}) =>
      (await http.json<{ embeddings: number[][] }>('POST', '/api/ai/rag/embed', { body: { texts }, signal }))
        .embeddings,
    request: (method, path, options = {}) => http.json(method, path, options),
    estimateTokens,
  }
}

/** The run controls of session options, as each message carries them (`options` of POST /api/ai/chat). */
function controlsOf(options: Partial<SessionOptions>): RunControls | undefined {
  const { systemPrompt, model, temperature, maxTokens } = options
  const controls = { systemPrompt, model, temperature, maxTokens }
  const set = Object.entries(controls).filter(([, value]) => value !== undefined)
  return set.length > 0 ? (Object.fromEntries(set) as RunControls) : undefined
}
