import { type Client, createClient, MindwireError, type Session } from '@mindwire/client'
import { EnginesPerSession } from '../engines-per-session.ts'
import { JimiEngine } from '../jimi-engine.ts'
import { JimiError } from '../jimi-error.ts'
import { remoteTransport } from './remote-transport.ts'

export interface RemoteJimiConfig {
  /** The Mindwire server, e.g. `https://shop.example.com`; same origin when empty. */
  endpoint: string
  apiKey?: string
  /** The server's app (domain) the engines talk to, e.g. `shopping`. */
  app: string
  /** The person the host app signed in: their sessions (and, for the shop, their cart and orders). */
  userId?: string
  /** A client to reuse instead of creating one. */
  client?: Client
}

/** The Jimi facade over a Mindwire server: the agent, its tools and its rules live there. */
export interface RemoteJimi {
  /**
   * An engine for a conversation. With `resume`, `sessionId` is a server session saved earlier (after a
   * reload): the engine continues it, or starts afresh when the server no longer has it.
   */
  createEngine(agent: { name: string }, options?: { sessionId?: string; resume?: boolean }): JimiEngine
  /**
   * The server session behind an engine: its id to save, its history and waiting calls to show. A
   * destroyed engine's is refused (`engine_shut_down`).
   */
  sessionOf(engine: JimiEngine): Promise<Session>
  destroyEngine(engine: JimiEngine): Promise<void>
  /** A new conversation; the server session is created with its first run. */
  newSession(): string
  clearSession(sessionId: string): Promise<void>
  shutdown(): Promise<void>
}

/**
 * seed 004's SDK surface for apps that keep the loop on a Mindwire server (seed 000's deployment): the
 * same engines, callbacks and Wire messages as `createJimi`, with only the ~18 kB client in the app.
 */
export function createRemoteJimi(config: RemoteJimiConfig): RemoteJimi {
  const client = config.client ?? createClient({ endpoint: config.endpoint, apiKey: config.apiKey })
  const sessions = new Map<string, Promise<Session>>()
  const engines = new Set<JimiEngine>()
  const create = () => client.createSession({ app: config.app, userId: config.userId })
  const resume = (id: string) =>
    client.resumeSession(id, { userId: config.userId }).catch((error: unknown) => {
      // A session the server no longer has (or an id that never was one) starts the conversation afresh.
      if (error instanceof MindwireError && ['not_found', 'invalid_request'].includes(error.code))
        return create()
      throw error
    })
  // Engines created to continue a saved server session; the others start one with their first run.
  const resuming = new Set<string>()
  const sessionFor = (key: string) => () => {
    let session = sessions.get(key)
    if (!session) {
      session = resuming.has(key) ? resume(key) : create()
      // A failed creation is tried again by the next run.
      session.catch(() => sessions.delete(key))
      sessions.set(key, session)
    }
    return session
  }
  // The last engine of a conversation takes its client-side session with it (the server keeps the
  // conversation; `resume` brings it back).
  const enginesOf = new EnginesPerSession()
  const release = (key: string) => {
    if (!enginesOf.remove(key)) return
    sessions.delete(key)
    resuming.delete(key)
  }
  return {
    createEngine(agent, options = {}) {
      const sessionId = options.sessionId ?? crypto.randomUUID()
      if (options.resume) resuming.add(sessionId)
      enginesOf.add(sessionId)
      const engine = new JimiEngine({
        name: agent.name,
        sessionId,
        transport: remoteTransport({
          session: sessionFor(sessionId),
          agentName: agent.name,
          modelId: config.app,
        }),
        onShutdown: (closed) => {
          engines.delete(closed)
          release(closed.sessionId)
        },
      })
      engines.add(engine)
      return engine
    },
    destroyEngine: (engine) => engine.shutdown(),
    async sessionOf(engine) {
      // A destroyed engine's conversation is not started again behind the app's back.
      if (!engines.has(engine)) throw new JimiError('engine_shut_down', 'the engine was shut down')
      return sessionFor(engine.sessionId)()
    },
    newSession: () => crypto.randomUUID(),
    async clearSession(sessionId) {
      await (await sessions.get(sessionId))?.clearHistory()
    },
    async shutdown() {
      await Promise.all([...engines].map((engine) => engine.shutdown()))
      sessions.clear()
    },
  }
}
