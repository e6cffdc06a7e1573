import type { WireEvent } from '@mindwire/agent'
import { logInternal, type StepCommands } from '@mindwire/server'
import type { CommandRecord, CommandStatus, CommandWrite, Store } from '@mindwire/store'
import type { FastifyBaseLogger } from 'fastify'
import type { WriteAhead } from './write-ahead.ts'

/** A command as its run's events describe it: what its row holds, or (if its write failed) stands for it. */
export interface CommandDraft {
  callId: string
  name: string
  params: unknown
  decision: CommandRecord['decision']
  status: CommandStatus
  result?: unknown
}

export interface RecorderContext {
  store: Store
  tenantId: string
  sessionId: string
  vehicleId: string
  /** How long a command waits for confirmation before it expires. */
  confirmTtlMs: number
  log: FastifyBaseLogger
  /** Where calls for a connected vehicle are recorded before they are sent. */
  writeAhead?: WriteAhead
  /** True while a command sent to the vehicle waits for its report (a cancel cannot take it back). */
  sentUnanswered?: (callId: string) => boolean
  /** Resolves once the session is stored (a new one is stored with its turn, after a written-ahead row). */
  sessionStored?: () => Promise<void>
}

/** What the run's events asked for, in order: a row for a call that waits, or a call's outcome. */
type Step = { draft: CommandDraft; expiresAt: Date | null; proposedHere: boolean }

/**
 * Keeps the commands table in step with a run: every proposed call becomes a command row with its
 * safety decision — pending (with an expiry) while it waits for confirmation, then executed, failed or
 * rejected. The run's ledger takes the rows at each write (`stepRows`): with the step that holds a call's
 * result when a reader sees the run live, else with the turn, in the same transaction as that history;
 * `settled` waits for those writes, `commands` lists the rows, and `unrecorded` the calls whose rows could
 * not be committed.
 *
 * Nothing executes without its record. A command for a connected vehicle is written ahead (`recordAhead`,
 * one durable commit, shared with other turns) before it is sent to the car, and its outcome moves that
 * row at the commit of the step (or turn) that holds its result. A command the simulator executes changes only the server's own copy of the
 * vehicle, and the client learns of it only from the answer, which waits for the turn's commit: a crash
 * before that commit loses the record together with everything anyone was told.
 */
export function commandRecorder(context: RecorderContext) {
  const { store, tenantId, sessionId } = context
  const proposed = new Map<string, unknown>()
  const confidences = new Map<string, number>()
  const steps: Step[] = []
  const ahead = new Map<string, CommandRecord>()
  const rows = new Map<string, CommandRecord>()
  const unrecorded = new Map<string, CommandDraft>()
  let failureId: string | undefined
  // How many of `steps` a write has taken, and the writes not answered yet.
  let written = 0
  const writing: Array<Promise<void>> = []

  // A record that fails must not pass in silence: the call may have run already. It is logged under an
  // error id, and the run's response reports the failure and lists the calls from their events instead.
  const failed = (error: unknown, drafts: readonly CommandDraft[]) => {
    failureId ??= logInternal(context.log, error, { sessionId, callId: drafts[0]?.callId })
    for (const draft of drafts) if (!rows.has(draft.callId)) unrecorded.set(draft.callId, draft)
  }

  const row = (draft: CommandDraft, expiresAt: Date | null): CommandWrite => ({
    create: {
      tenantId,
      sessionId,
      target: context.vehicleId,
      idempotencyKey: null,
      callId: draft.callId,
      name: draft.name,
      params: draft.params as never,
      decision: draft.decision,
      status: draft.status,
      result: (draft.result ?? null) as never,
      expiresAt,
    },
  })

  /** A row for a call this run did not propose: one that waited for confirmation in an earlier run. */
  async function earlier(callId: string): Promise<CommandRecord | undefined> {
    return (await store.commands.listBySession(tenantId, sessionId)).find(
      (command) => command.callId === callId,
    )
  }

  async function writeFor(step: Step): Promise<CommandWrite> {
    const { draft } = step
    if (draft.status === 'pending') return row(draft, step.expiresAt)
    // Its row: written ahead for the car, by an earlier step of this run, or by an earlier run.
    const waiting =
      ahead.get(draft.callId) ??
      rows.get(draft.callId) ??
      (step.proposedHere ? undefined : await earlier(draft.callId))
    if (!waiting) return row(draft, null)
    // The person's answer is final only after the rules were asked again: record their decision too.
    const decision = draft.decision === 'allow' ? waiting.decision : draft.decision
    const result = (draft.result ?? null) as never
    return {
      transition: {
        tenantId,
        id: waiting.id,
        from: ['pending', 'confirmed'],
        to: draft.status,
        result,
        decision,
      },
    }
  }

  function onEvent(event: WireEvent): void {
    if (event.type === 'tool_call') {
      proposed.set(event.callId, event.args)
      const confidence = (event.metadata?.mindwire as { confidence?: unknown } | undefined)?.confidence
      if (typeof confidence === 'number') confidences.set(event.callId, confidence)
    }
    if (event.type === 'confirm_required') {
      const draft = {
        callId: event.callId,
        name: event.name,
        params: event.args,
        decision: 'confirm' as const,
      }
      const expiresAt = new Date(Date.now() + context.confirmTtlMs)
      steps.push({ draft: { ...draft, status: 'pending' }, expiresAt, proposedHere: true })
    }
    if (event.type === 'tool_result') {
      // A cancelled call the car already has stays `confirmed` (sent, outcome unknown): never `failed`.
      // The car got the command under its row's id (written ahead), not the model's call id.
      const sentAs = ahead.get(event.callId)?.id ?? event.callId
      const sent = event.status === 'interrupted' && context.sentUnanswered?.(sentAs) === true
      const status: CommandStatus = sent
        ? 'confirmed'
        : event.status === 'ok'
          ? 'executed'
          : refusedByCar(event.output)
            ? 'rejected'
            : event.status === 'error' || event.status === 'interrupted'
              ? 'failed'
              : 'rejected'
      const draft = {
        callId: event.callId,
        name: event.name,
        params: proposed.get(event.callId) ?? {},
        decision: event.decision,
        status,
        result: event.status === 'interrupted' ? interruptedResult(sent) : event.output,
      }
      steps.push({ draft, expiresAt: null, proposedHere: proposed.has(event.callId) })
    }
  }

  /**
   * The rows of the steps not written yet, for the ledger's next write (a step's or the turn's): a row
   * commits with the step that holds its call's result, so whoever is shown that result finds the row.
   */
  async function stepRows(): Promise<StepCommands | undefined> {
    const taken = steps.slice(written)
    if (taken.length === 0) return undefined
    written = steps.length
    const drafts = taken.map((step) => step.draft)
    let writes: CommandWrite[]
    try {
      writes = await Promise.all(taken.map(writeFor))
    } catch (error) {
      failed(error, drafts)
      return undefined
    }
    const done = Promise.withResolvers<void>()
    writing.push(done.promise)
    return {
      writes,
      written: (records) => {
        for (const [i, record] of records.entries()) if (record) rows.set(drafts[i]!.callId, record)
        done.resolve()
      },
      failed: (error) => {
        failed(error, drafts)
        done.resolve()
      },
    }
  }

  /** The run ended: commands for its vehicle are no longer its own; its last rows go with its turn. */
  async function settle(): Promise<void> {
    context.writeAhead?.forget(sessionId, writeAhead)
  }

  /**
   * Writes the row of a command about to be sent to a connected vehicle, durably, before it is sent. A
   * call answered from an earlier run already has its row (confirmed by the person's answer).
   */
  async function recordAhead(callId: string, name: string, params: unknown): Promise<CommandRecord> {
    const known = ahead.get(callId) ?? (await earlier(callId))
    if (known) {
      ahead.set(callId, known)
      return known
    }
    const draft = { callId, name, params, decision: 'allow' as const, status: 'confirmed' as const }
    await context.sessionStored?.()
    const written = await store.turns.write({ commands: [row(draft, null)] })
    ahead.set(callId, written.commands[0]!)
    return written.commands[0]!
  }
  // The car receives the command under its row's id: the id the dialog API reports and confirms by.
  const writeAhead = async (command: { id: string; name: string; params: unknown }) => ({
    id: (await recordAhead(command.id, command.name, command.params)).id,
    confidence: confidences.get(command.id) ?? null,
  })

  return {
    onEvent,
    /** Takes the session's commands for connected vehicles: call once its run is sure to start. */
    claim: () => context.writeAhead?.register(sessionId, writeAhead),
    /** Gives the claim back when the run did not start after all. */
    release: () => context.writeAhead?.forget(sessionId, writeAhead),
    settle,
    recordAhead,
    stepRows,
    /** Resolves once every write that took rows has answered (the turn's commit takes the last). */
    settled: () => Promise.all(writing).then(() => undefined),
    commands: () => [...rows.values()],
    /** Calls whose row could not be written, as their events told them; empty when every write held. */
    unrecorded: () => [...unrecorded.values()],
    /** The error id of the first failed write, when one failed. */
    failureId: () => failureId,
  }
}

/** True for a call the car itself refused by its safety rules: a refusal, like a block, not a failure. */
function refusedByCar(output: unknown): boolean {
  const data = (output as { data?: { reason?: unknown } } | null)?.data
  return data?.reason === 'vehicle_refused'
}

/** What a cancelled call's row says: sent to the car and unanswered, or never sent. */
function interruptedResult(sent: boolean) {
  return sent
    ? { error: 'interrupted', sent: true, message: '指令已发送到车辆，取消时尚未收到车辆回报' }
    : { error: 'cancelled', sent: false, message: '已取消，指令未发送' }
}
