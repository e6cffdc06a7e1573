import type { AgentSession, RunHandle, RunScope, WireEvent } from '@mindwire/agent'
import type { SessionRecord, Tenant } from '@mindwire/store'
import { runAccounting } from '../accounting/run-accounting.ts'
import { snapshotStateHolder } from '../domains/snapshot-state-holder.ts'
import { ApiError } from '../errors/api-error.ts'
import { type QuotaHold, reserveQuota } from '../limits/quota.ts'
import type { ServerContext } from '../server-context.ts'
import { LiveRun } from './live-run.ts'
import { type RunOwnerAnswer, runEventsSubject, runOwnerSubject } from './run-subjects.ts'

export interface StartRunInput {
  tenant: Tenant
  session: SessionRecord
  /** Checks the loaded session before anything runs (e.g. that the answered call is waiting). */
  precheck?: (agent: AgentSession) => void
  /** Starts the engine run on the loaded session; pass `scope` on to the run so tools know the tenant. */
  begin: (agent: AgentSession, scope: RunScope) => RunHandle
  /** The session was created by this request: it has no history or events to load. */
  fresh?: boolean
  /** Sees every wire event of the run (a domain's own bookkeeping). */
  observe?: (event: WireEvent) => void
  /** Runs after the run's last event, before it counts as finished. */
  afterRun?: () => Promise<void>
  /** The run's quota reservation, when the route made it before creating anything; reserved here otherwise. */
  quota?: QuotaHold
}

const OWNER_TIMEOUT_MS = 500

/**
 * Loads a session from the store (history, waiting calls, live state), starts one engine run on it and
 * registers it as the session's live run. Nothing is kept in memory between requests: a restarted server
 * continues from what the store holds.
 */
export async function startRun(context: ServerContext, input: StartRunInput): Promise<LiveRun> {
  const { session, tenant } = input
  const quota = input.quota ?? (await reserveQuota(context, tenant, session.app))
  try {
    return await startHeldRun(context, input, quota)
  } catch (error) {
    await quota.release()
    throw error
  }
}

async function startHeldRun(
  context: ServerContext,
  input: StartRunInput,
  quota: QuotaHold,
): Promise<LiveRun> {
  const { store, domains, runs, config, log, bus } = context
  const { session, tenant } = input
  const { hosted, engine } = domains.resolve(session.app, { offlineOnly: quota.offlineOnly })
  const previous = runs.reserve(session.id)
  const shared = bus.kind !== 'local'
  try {
    await previous?.result
    // One run per session across every instance: another instance may hold it.
    if (shared && (await bus.request(runOwnerSubject(session.id), {}, OWNER_TIMEOUT_MS)))
      throw new ApiError(
        409,
        'session_busy',
        `session ${session.id} is running on another instance; resume its events or wait`,
      )
    const [checkpoint, lastSeq, holder] = await Promise.all([
      input.fresh ? undefined : store.checkpointer.load(session.id),
      input.fresh ? 0 : store.events.lastSeq(session.id),
      hosted.state ? hosted.state(session, context) : snapshotStateHolder(store, session, hosted.domain),
    ])
    const agent = engine.session({ ...checkpoint?.snapshot, id: session.id, state: holder.source })
    input.precheck?.(agent)
    const accounting = runAccounting(context, tenant, session)
    const live = new LiveRun({
      sessionId: session.id,
      handle: input.begin(agent, { tenantId: tenant.id, sessionId: session.id, userId: session.userId }),
      firstSeq: lastSeq + 1,
      events: store.events,
      publish: shared
        ? (item) =>
            void bus
              .publishRetained(runEventsSubject(session.id), item)
              .catch((error) =>
                log.error({ err: error, sessionId: session.id }, 'could not publish a run event'),
              )
        : undefined,
      graceMs: config.sseResumeGraceMs,
      onWireEvent: (event) => {
        accounting.onEvent(event)
        if (accounting.spent() > quota.ceiling) live.abort('the run spent its token ceiling')
        input.observe?.(event)
      },
      afterRun: async () => {
        await accounting.settle()
        await quota
          .release()
          .catch((error) => log.error({ err: error }, 'could not release a quota reservation'))
        await holder.afterRun()
        await input.afterRun?.()
      },
      log,
    })
    runs.attach(live)
    if (shared) {
      const answer: RunOwnerAnswer = { runId: live.runId, firstSeq: live.firstSeq }
      const stop = bus.respond(runOwnerSubject(session.id), () => answer)
      void live.result.finally(stop)
    }
    return live
  } catch (error) {
    runs.release(session.id)
    throw error
  }
}
