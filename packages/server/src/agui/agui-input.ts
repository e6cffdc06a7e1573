import { hash } from 'node:crypto'
import type { Message, ResumeEntry, RunAgentInput } from '@ag-ui/core'
import { RunAgentInputSchema } from '@ag-ui/core/schemas'
import type { Decision, PendingCall } from '@mindwire/agent'
import { ApiError } from '../errors/api-error.ts'
import { plainRunAgentInput } from './plain-run-input.ts'

/** The id of the session an AG-UI thread runs on: the tenant's own, so two tenants' threads never meet. */
export function threadSessionId(tenantId: string, threadId: string): string {
  // The one-shot hash, not a Hash object: on a new thread's way to its first token, with caches cold from
  // the previous run's stream, building and finalising that object took ~30 µs against ~5 µs (same digest).
  const hex = hash('sha256', `agui\n${tenantId}\n${threadId}`, 'hex')
  // Laid out as an RFC 9562 version-8 (custom) UUID, which is what the sessions table keys on.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Parses a request body as RunAgentInput (the AG-UI schema itself); anything else is a 400. */
export function parseRunAgentInput(body: unknown): RunAgentInput {
  const plain = plainRunAgentInput(body)
  if (plain) return plain
  const parsed = RunAgentInputSchema.safeParse(body)
  if (!parsed.success)
    throw new ApiError(
      400,
      'invalid_request',
      `not an AG-UI RunAgentInput: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      {
        details: parsed.error.issues
          .slice(0, 5)
          .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      },
    )
  return parsed.data as RunAgentInput
}

/** An interrupt's id names the call and the hash of its arguments: an answer is bound to that exact call. */
export function interruptId(call: Pick<PendingCall, 'callId' | 'argsHash'>): string {
  return `${call.callId}~${call.argsHash ?? ''}`
}

function callOfInterrupt(id: string): { callId: string; argsHash?: string } {
  const at = id.lastIndexOf('~')
  if (at < 0) return { callId: id }
  const argsHash = id.slice(at + 1)
  return { callId: id.slice(0, at), ...(argsHash ? { argsHash } : {}) }
}

/**
 * A resume entry as a decision. `cancelled` declines; `resolved` takes `{ approved: boolean, editedArgs? }`
 * and nothing looser: an answer that does not say yes plainly is refused (fail-closed), never read as one.
 */
export function resumeDecision(entry: ResumeEntry): Decision {
  const { callId, argsHash } = callOfInterrupt(entry.interruptId)
  if (entry.status === 'cancelled') return { callId, accepted: false, argsHash }
  const payload = entry.payload as { approved?: unknown; editedArgs?: unknown } | undefined
  if (!payload || typeof payload !== 'object' || typeof payload.approved !== 'boolean')
    throw new ApiError(
      400,
      'invalid_request',
      `interrupt ${entry.interruptId}: a resolved answer is { "approved": true | false, "editedArgs"?: {…} }`,
    )
  if (payload.editedArgs !== undefined && !payload.approved)
    throw new ApiError(
      400,
      'invalid_request',
      `interrupt ${entry.interruptId}: a decline takes no editedArgs`,
    )
  return {
    callId,
    accepted: payload.approved,
    argsHash,
    ...(payload.editedArgs !== undefined ? { args: payload.editedArgs } : {}),
  }
}

/** A frontend tool's result, from a `tool` message answering a call that waits for the client. */
export function toolResultDecisions(
  messages: readonly Message[],
  pending: readonly PendingCall[],
): Decision[] {
  const waiting = new Set(pending.filter((call) => call.reason === 'client').map((call) => call.callId))
  const decisions: Decision[] = []
  for (const message of messages) {
    if (message.role !== 'tool' || !waiting.has(message.toolCallId)) continue
    waiting.delete(message.toolCallId)
    decisions.push({
      callId: message.toolCallId,
      output: parseContent(message.content),
      ...(message.error ? { isError: true } : {}),
    })
  }
  return decisions
}

function parseContent(content: string | readonly { type: string; text?: string }[]): never {
  if (typeof content !== 'string') return content.map((part) => part.text ?? '').join('') as never
  try {
    return JSON.parse(content) as never
  } catch {
    return content as never
  }
}

/**
 * The person's new message: the input's last message when it is a user message the thread has not seen.
 * Media parts are refused rather than dropped: a copilot acts only on what it was given in full.
 */
export function newUserText(input: RunAgentInput, seen: (id: string) => boolean): string | undefined {
  const last = input.messages.at(-1)
  if (last?.role !== 'user' || seen(last.id)) return undefined
  if (typeof last.content === 'string') return last.content
  const text: string[] = []
  for (const part of last.content) {
    if (part.type !== 'text')
      throw new ApiError(
        400,
        'invalid_request',
        `this endpoint takes text messages; a ${part.type} part is not read`,
      )
    text.push(part.text)
  }
  return text.join('\n')
}
