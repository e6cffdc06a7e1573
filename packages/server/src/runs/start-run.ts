import type { AgentSession, RunHandle, RunScope, WireEvent } from '@mindwire/agent'
import type { SessionRecord, Tenant } from '@mindwire/store'
import { runAccounting } from '../accounting/run-accounting.ts'
import { snapshotStateHolder } from '../domains/snapshot-state-holder.ts'
import { ApiError } from '../errors/api-error.ts'
import { type QuotaHold, reserveQuota } from '../limits/quota.ts'
import type { ServerContext } from '../server-context.ts'
import { answerCancels } from './cancel-run.ts'
import { LiveRun, type LiveRunOptions } from './live-run.ts'
import {
  type RunOwnerAnswer,
  runEventsSubject,
  runOwnerAnswerSchema,
  runOwnerQuestionSchema,
  runOwnerSubject,
} from './run-subjects.ts'
import { type RunControls, sessionOverrides } from './session-controls.ts'
import { TurnLedger } from './turn-ledger.ts'

export interface StartRunInput {
  tenant: Tenant
  session: SessionRecord
  /** Checks the loaded session before anything runs (e.g. that the answered call is waiting). */
  precheck?: (agent: AgentSession) => void | Promise<void>
  /** Starts the engine run on the loaded session; pass `scope` on to the run so tools know the tenant. */
  begin: (agent: AgentSession, scope: RunScope) => RunHandle
  /** The session was created by this request: it has no history or events to load. */
  fresh?: boolean
  /** Sees every wire event of the run (a domain's own bookkeeping). */
  observe?: (event: WireEvent) => void
  /** Runs after the run's last event, before its turn is committed: a domain stages its own rows then. */
  afterRun?: (turn: TurnLedger) => Promise<void>
  /** Revises the run's final text from its events before any channel or the history sees it. */
  reviseDone?: LiveRunOptions['reviseDone']
  /** Where the run's writes are collected; a caller that wants to wait for their commit passes its own. */
  turn?: TurnLedger
  /** The run's quota reservation, when the route made it before creating anything; reserved here otherwise. */
  quota?: QuotaHold
  /**
   * Whether the run answers calls that waited for the person (the turn goes on) rather than starting a new
   * one; asked after `precheck`. Default: a new turn.
   */
  continuesTurn?: () => boolean
  /** The client's controls for this run (system prompt addition, model, temperature, max tokens). */
  controls?: RunControls
}

const OWNER_TIMEOUT_MS = 500

const turns = new WeakMap<LiveRun, TurnLedger>()

/**
 * Resolves once the run's turn is committed, rejects when it could not be: an answer is given only after
 * it (the run's history, commands and usage are then stored; a crash can no longer lose them).
 */
export function turnCommitted(live: LiveRun): Promise<unknown> {
  return turns.get(live)?.committed ?? Promise.resolve()
}

/** The turn a live run writes its bookkeeping into. */
export function turnOf(live: LiveRun): TurnLedger | undefined {
  return turns.get(live)
}

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
  // Checked before anything of the run starts: a model not offered is refused with nothing changed.
  const overrides = sessionOverrides(input.controls, {
    config: domains.models,
    domain: hosted.domain,
    offlineOnly: quota.offlineOnly,
    fixedModels: domains.fixedModels,
  })
  const previous = runs.reserve(session.id)
  const shared = bus.kind !== 'local'
  let runId: string | undefined
  try {
    await previous?.result
    // One run per session across every instance: another instance may hold it.
    if (
      shared &&
      (await bus.request(runOwnerSubject(session.id), {}, runOwnerAnswerSchema, OWNER_TIMEOUT_MS))
    )
      throw new ApiError(
        409,
        'session_busy',
        `session ${session.id} is running on another instance; resume its events or wait`,
      )
    const turn = input.turn ?? new TurnLedger()
    const [{ checkpoint, lastSeq }, holder] = await Promise.all([
      // A session new to this request has nothing to load, unless a run of it went before this one
      // (a concurrent first request that created it): then its turn is stored by now.
      input.fresh && !previous ? { checkpoint: undefined, lastSeq: 0 } : store.turns.resume(session.id),
      hosted.state
        ? hosted.state(session, context)
        : snapshotStateHolder(store, session, hosted.domain, () => turn.sessionStored()),
    ])
    const effect = holder.stepEffect?.bind(holder)
    if (effect) turn.addEffects(effect)
    const agent = engine.session({ ...checkpoint?.snapshot, id: session.id, state: holder.source, overrides })
    await input.precheck?.(agent)
    await holder.beginRun?.({ continuesTurn: input.continuesTurn?.() ?? false })
    const accounting = runAccounting(context, tenant, session)
    const handle = input.begin(agent, { tenantId: tenant.id, sessionId: session.id, userId: session.userId })
    context.turns.open(handle.id, turn)
    runId = handle.id
    const live = new LiveRun({
      sessionId: session.id,
      handle,
      firstSeq: lastSeq + 1,
      events: turn.events(store.events),
      publish: shared
        ? (items) =>
            void bus
              .publishRetained(runEventsSubject(session.id), items)
              .catch((error) =>
                log.error({ err: error, sessionId: session.id }, 'could not publish a run event'),
              )
        : undefined,
      graceMs: config.sseResumeGraceMs,
      steps: {
        staged: () => turn.staged,
        stored: (count) => turn.stepsStored(count, store),
        ahead: () => turn.storeAhead(store),
      },
      reviseDone: input.reviseDone,
      onWireEvent: (event) => {
        accounting.onEvent(event)
        if (accounting.spent() > quota.ceiling) live.abort('the run spent its token ceiling')
        input.observe?.(event)
      },
      afterRun: async () => {
        try {
          accounting.settle(turn)
          // A holder whose rows go with the run's steps has nothing to write apart from them.
          if (!effect) await holder.afterRun()
          await input.afterRun?.(turn)
        } finally {
          context.turns.close(handle.id)
          // Released after the commit: the usage it held room for is booked by then.
          await turn
            .commit(store)
            .finally(() =>
              quota
                .release()
                .catch((error) => log.error({ err: error }, 'could not release a quota reservation')),
            )
        }
      },
      log,
    })
    turns.set(live, turn)
    runs.attach(live)
    if (shared) {
      const answer: RunOwnerAnswer = { runId: live.runId, firstSeq: live.firstSeq }
      const stop = bus.respond(runOwnerSubject(session.id), runOwnerQuestionSchema, () => answer)
      void live.result.finally(stop)
      answerCancels(context, live)
    }
    return live
  } catch (error) {
    if (runId) context.turns.close(runId)
    runs.release(session.id)
    throw error
  }
}
