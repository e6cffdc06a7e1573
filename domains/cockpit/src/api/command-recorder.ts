import type { WireEvent } from '@mindwire/agent'
import { logInternal } from '@mindwire/server'
import type { CommandRecord, CommandStatus, Store } from '@mindwire/store'
import type { FastifyBaseLogger } from 'fastify'

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
}

/**
 * Keeps the commands table in step with a run: every proposed call becomes a command row with its
 * safety decision — pending (with an expiry) while it waits for confirmation, then executed, failed or
 * rejected. Writes follow the events in order; `settle` waits for them; `commands` lists the rows this
 * run wrote, for its response, and `unrecorded` the calls whose write failed.
 */
export function commandRecorder(context: RecorderContext) {
  const { store, tenantId, sessionId } = context
  const proposed = new Map<string, unknown>()
  const rows = new Map<string, CommandRecord>()
  const unrecorded = new Map<string, CommandDraft>()
  let failureId: string | undefined
  let chain: Promise<unknown> = Promise.resolve()
  // A write that fails must not pass in silence: the call may have run already. It is logged under an
  // error id, and the run's response reports the failure and lists the call from its event instead.
  const then = (work: () => Promise<void>, instead: CommandDraft) => {
    chain = chain.then(work).catch((error) => {
      const errorId = logInternal(context.log, error, { sessionId, callId: instead.callId })
      failureId ??= errorId
      if (!rows.has(instead.callId)) unrecorded.set(instead.callId, instead)
    })
  }

  const create = async (input: CommandDraft & { expiresAt: Date | null }) => {
    const { command } = await store.commands.create({
      tenantId,
      sessionId,
      target: context.vehicleId,
      idempotencyKey: null,
      ...input,
      params: input.params as never,
      result: (input.result ?? null) as never,
    })
    rows.set(input.callId, command)
  }

  /** A row for a call this run did not propose: one that waited for confirmation in an earlier run. */
  async function earlier(callId: string): Promise<CommandRecord | undefined> {
    return (
      rows.get(callId) ??
      (await store.commands.listBySession(tenantId, sessionId)).find((command) => command.callId === callId)
    )
  }

  function onEvent(event: WireEvent): void {
    if (event.type === 'tool_call') proposed.set(event.callId, event.args)
    if (event.type === 'confirm_required') {
      const command = {
        callId: event.callId,
        name: event.name,
        params: event.args,
        decision: 'confirm' as const,
        status: 'pending' as const,
      }
      then(() => create({ ...command, expiresAt: new Date(Date.now() + context.confirmTtlMs) }), command)
    }
    if (event.type === 'tool_result') {
      const status: CommandStatus =
        event.status === 'ok'
          ? 'executed'
          : event.status === 'error' || event.status === 'interrupted'
            ? 'failed'
            : 'rejected'
      const command = {
        callId: event.callId,
        name: event.name,
        params: proposed.get(event.callId) ?? {},
        decision: event.decision,
        status,
        result: event.output,
      }
      then(async () => {
        const waiting =
          rows.get(event.callId) ?? (proposed.has(event.callId) ? undefined : await earlier(event.callId))
        if (!waiting) {
          await create({ ...command, expiresAt: null })
          return
        }
        // The person's answer is final only after the rules were asked again: record their decision too.
        const decision = event.decision === 'allow' ? waiting.decision : event.decision
        const updated = await store.commands.transition(
          tenantId,
          waiting.id,
          ['pending', 'confirmed'],
          status,
          event.output as never,
          decision,
        )
        if (updated) rows.set(event.callId, updated)
      }, command)
    }
  }

  return {
    onEvent,
    settle: () => chain.then(() => undefined),
    commands: () => [...rows.values()],
    /** Calls whose row could not be written, as their events told them; empty when every write held. */
    unrecorded: () => [...unrecorded.values()],
    /** The error id of the first failed write, when one failed. */
    failureId: () => failureId,
  }
}
