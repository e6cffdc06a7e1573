import type { ContractEvent } from '@mindwire/server'
import type { CommandRecord } from '@mindwire/store'
import { functionDomain } from '../functions/catalogue.ts'
import { phrase, type ReplyLanguage } from '../offline-model/reply-words.ts'
import type { CommandDraft } from './command-recorder.ts'
import { driverWarnings, spokenReply, withWarnings } from './truthful-reply.ts'

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
    /** The warn rules' notices (also said in `text`), with the command each concerns. */
    warnings: Array<{ message: string; ruleId: string | null; commandId: string | null }>
    /** The turn was cancelled (Stop, or the driver spoke again) before it finished. */
    cancelled?: boolean
  }
  /** `simulated`: the vehicle is a simulator, so what the reply says happened only in the server's copy. */
  meta: { latencyMs: number; modelUsed: string | null; simulated?: boolean }
  /** Present when `success` is false because something failed (not for a declined or blocked command). */
  error?: DialogError
}

/** Why a dialog failed: a typed code, a message for people, and the server log's id for internal ones. */
export interface DialogError {
  code: string
  message: string
  errorId?: string
}

/** What the command recorder wrote for a run, and what it could not. */
export interface RecordedCommands {
  rows: readonly CommandRecord[]
  unrecorded: readonly CommandDraft[]
  failureId: string | undefined
}

/** Builds the NLC response from a run's contract events and the command rows it produced. */
export function dialogResponse(
  sessionId: string,
  events: readonly ContractEvent[],
  recorded: RecordedCommands,
  meta: DialogResponse['meta'],
  language: ReplyLanguage = 'zh',
): DialogResponse {
  const done = events.findLast((event) => event.type === 'done')
  const confirmations = events.filter((event) => event.type === 'confirm_required')
  const metadata = new Map(events.flatMap((event) => (event.type === 'tool_call' ? [[event.id, event]] : [])))
  const byCall = new Map<string, CommandRecord | CommandDraft>(
    recorded.unrecorded.map((command) => [command.callId, command]),
  )
  for (const row of recorded.rows) byCall.set(row.callId, row)
  const callIds = events.flatMap((event) =>
    event.type === 'tool_result' || event.type === 'confirm_required' ? [event.id] : [],
  )
  const listed = [...new Set(callIds)].flatMap((callId) => {
    const command = byCall.get(callId)
    return command ? [dialogCommand(command, confidenceOf(metadata.get(callId)))] : []
  })
  const error = dialogError(events, recorded.failureId)
  const cancelled = events.some((event) => event.type === 'interrupted' && event.cancelled === true)
  const warnings = driverWarnings(events)
  // What the driver hears is true: checked against the outcomes, with every warning said in it (the run's
  // `done` text was checked already; checking again is a no-op, and covers a turn that never got one).
  const said =
    done?.type === 'done'
      ? spokenReply(events, done.text, [], language)
      : withWarnings(cancelled ? cancelledReply(listed, language) : '', warnings)
  const response: DialogResponse = {
    success: (Boolean(done) || cancelled) && !error,
    data: {
      sessionId,
      text: said,
      warnings: warnings.map((warning) => ({
        message: warning.message,
        ruleId: warning.ruleId ?? null,
        commandId: (warning.callId && commandIdOf(byCall.get(warning.callId))) ?? null,
      })),
      commands: listed,
      requiresConfirmation: confirmations.length > 0,
      confirmationMessage:
        confirmations.map((c) => (c.type === 'confirm_required' ? c.message : '')).join(' ') || null,
    },
    meta,
  }
  if (error) response.error = error
  if (cancelled) response.data.cancelled = true
  return response
}

function commandIdOf(command: CommandRecord | CommandDraft | undefined): string | undefined {
  return command && ('id' in command ? command.id : command.callId)
}

/** What a cancelled turn says: that it stopped, and what had happened (or reached the car) by then. */
export function cancelledReply(commands: readonly DialogCommand[], language: ReplyLanguage = 'zh'): string {
  const done = commands.flatMap((command) =>
    (command.status === 'executed' || command.status === 'confirmed') && command.message
      ? [command.message]
      : [],
  )
  const stopped = phrase('stopped', language)
  // An English session is told that it stopped; what had run is in the commands' list (their messages are the car's Chinese).
  if (language === 'en') return stopped
  return done.length > 0 ? `${stopped}${[...new Set(done)].join('；')}` : stopped
}

/** A command as listed: a stored row, or (when its write failed) what the run's events said. */
function dialogCommand(command: CommandRecord | CommandDraft, confidence: number | null): DialogCommand {
  const params = (command.params ?? {}) as Record<string, unknown>
  const result = (command.result ?? {}) as Record<string, unknown>
  const row = 'id' in command ? command : undefined
  return {
    // An unrecorded call has no row id; its call id names it (it cannot be confirmed by it).
    id: row?.id ?? command.callId,
    domain: functionDomain(command.name),
    intent: typeof params.action === 'string' ? `${command.name}.${params.action}` : command.name,
    parameters: params,
    confidence,
    requiresConfirmation: command.status === 'pending',
    status: command.status,
    decision: command.decision,
    message:
      typeof result.reply === 'string'
        ? result.reply
        : typeof result.message === 'string'
          ? result.message
          : null,
    timestamp: row?.createdAt.getTime() ?? Date.now(),
  }
}

/** The run's own error, else a failed command write: never a success the history does not show. */
function dialogError(
  events: readonly ContractEvent[],
  failureId: string | undefined,
): DialogError | undefined {
  const error = events.findLast((event) => event.type === 'error')
  if (error?.type === 'error') {
    const { code, message, errorId } = error
    return errorId ? { code, message, errorId } : { code, message }
  }
  if (!failureId) return undefined
  return {
    code: 'record_failed',
    message: `the commands listed ran, but recording them failed; the server logged it as ${failureId}`,
    errorId: failureId,
  }
}

function confidenceOf(event: ContractEvent | undefined): number | null {
  if (event?.type !== 'tool_call') return null
  const confidence = (event.metadata?.mindwire as { confidence?: unknown } | undefined)?.confidence
  return typeof confidence === 'number' ? confidence : null
}
