import { type Client, createClient, type Session } from '@mindwire/client'
import { JimiEngine } from '../jimi-engine.ts'
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
  createEngine(agent: { name: string }, options?: { sessionId?: string }): JimiEngine
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
  const sessionFor = (key: string) => () => {
    let session = sessions.get(key)
    if (!session) {
      session = client.createSession({ app: config.app, userId: config.userId })
      // A failed creation is tried again by the next run.
      session.catch(() => sessions.delete(key))
      sessions.set(key, session)
    }
    return session
  }
  return {
    createEngine(agent, options = {}) {
      const sessionId = options.sessionId ?? crypto.randomUUID()
      const engine = new JimiEngine({
        name: agent.name,
        sessionId,
        transport: remoteTransport({
          session: sessionFor(sessionId),
          agentName: agent.name,
          modelId: config.app,
        }),
        onShutdown: (closed) => engines.delete(closed),
      })
      engines.add(engine)
      return engine
    },
    destroyEngine: (engine) => engine.shutdown(),
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
