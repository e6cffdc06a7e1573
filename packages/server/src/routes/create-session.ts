import type { SessionRecord, Tenant } from '@mindwire/store'
import type { ServerContext } from '../server-context.ts'

export interface NewSession {
  app: string
  title?: string | null
  userId?: string | null
  state?: unknown
  ttlSeconds?: number
}

/** Creates a session for a hosted app; the app is checked first, so nothing is stored for an unknown one. */
export async function createSession(
  context: ServerContext,
  tenant: Tenant,
  input: NewSession,
): Promise<SessionRecord> {
  context.domains.domainFor(input.app)
  const ttl = input.ttlSeconds ?? context.config.sessionTtlSeconds
  return context.store.sessions.create({
    tenantId: tenant.id,
    app: input.app,
    title: input.title ?? null,
    userId: input.userId ?? null,
    state: (input.state ?? null) as never,
    expiresAt: ttl ? new Date(Date.now() + ttl * 1000) : null,
  })
}
