import type { ContractEvent } from '@mindwire/server'
import type { CommandRecord } from '@mindwire/store'
import { functionDomain } from '../functions/catalogue.ts'

/** A command as the NLC API reports it (seed 002 §4.2.2 VehicleCommand, with its outcome). */
export interface DialogCommand {
  id: string
  domain: string
  intent: string
  parameters: Record<string, unknown>
  confidence: number | null
  requiresConfirmation: boolean
  status: string
  decision: string
  message: string | null
  timestamp: number
}

/** The body of POST /api/v1/dialog and /dialog/confirm (seed 002 §5.1). */
export interface DialogResponse {
  success: boolean
  data: {
    sessionId: string
    text: string
    commands: DialogCommand[]
    requiresConfirmation: boolean
    confirmationMessage: string | null
  }
  meta: { latencyMs: number; modelUsed: string | null }
}

/** Builds the NLC response from a run's contract events and the command rows it produced. */
export function dialogResponse(
  sessionId: string,
  events: readonly ContractEvent[],
  commands: readonly CommandRecord[],
  meta: DialogResponse['meta'],
): DialogResponse {
  const done = events.findLast((event) => event.type === 'done')
  const confirmations = events.filter((event) => event.type === 'confirm_required')
  const metadata = new Map(events.flatMap((event) => (event.type === 'tool_call' ? [[event.id, event]] : [])))
  const byCall = new Map(commands.map((command) => [command.callId, command]))
  const callIds = events.flatMap((event) =>
    event.type === 'tool_result' || event.type === 'confirm_required' ? [event.id] : [],
  )
  const listed = [...new Set(callIds)].flatMap((callId) => {
    const command = byCall.get(callId)
    if (!command) return []
    const params = (command.params ?? {}) as Record<string, unknown>
    const result = (command.result ?? {}) as Record<string, unknown>
    return [
      {
        id: command.id,
        domain: functionDomain(command.name),
        intent: typeof params.action === 'string' ? `${command.name}.${params.action}` : command.name,
        parameters: params,
        confidence: confidenceOf(metadata.get(callId)),
        requiresConfirmation: command.status === 'pending',
        status: command.status,
        decision: command.decision,
        message:
          typeof result.reply === 'string'
            ? result.reply
            : typeof result.message === 'string'
              ? result.message
              : null,
        timestamp: command.createdAt.getTime(),
      },
    ]
  })
  const error = events.findLast((event) => event.type === 'error')
  return {
    success: Boolean(done) && !error,
    data: {
      sessionId,
      text: done?.type === 'done' ? done.text : '',
      commands: listed,
      requiresConfirmation: confirmations.length > 0,
      confirmationMessage:
        confirmations.map((c) => (c.type === 'confirm_required' ? c.message : '')).join(' ') || null,
    },
    meta,
  }
}

function confidenceOf(event: ContractEvent | undefined): number | null {
  if (event?.type !== 'tool_call') return null
  const confidence = (event.metadata?.mindwire as { confidence?: unknown } | undefined)?.confidence
  return typeof confidence === 'number' ? confidence : null
}
