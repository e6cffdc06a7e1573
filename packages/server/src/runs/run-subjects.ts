import { z } from 'zod'
import { RETAINED_PREFIX } from '../bus/nats-bus.ts'
import type { ContractEvent } from '../sse/contract-event.ts'
import { PUBLISH_BATCH } from './live-run.ts'
import type { SequencedEvent } from './run-subscriber.ts'

/** Where a live run's events go on the bus (retained, so a resume after its instance died can read them). */
export function runEventsSubject(sessionId: string): string {
  return `${RETAINED_PREFIX}${sessionId}`
}

/** Where the instance running a session's live run answers "is it still running, and where does it start". */
export function runOwnerSubject(sessionId: string): string {
  return `mw.owner.run.${sessionId}`
}

/** What the owner of a live run answers. */
export const runOwnerAnswerSchema = z.object({
  runId: z.string().min(1),
  firstSeq: z.number().int().nonnegative(),
})
export type RunOwnerAnswer = z.infer<typeof runOwnerAnswerSchema>

/** What asks the owner of a run (nothing but the question). */
export const runOwnerQuestionSchema = z.object({}).strict()

const CONTRACT_EVENT_TYPES = [
  'delta',
  'tool_call_delta',
  'tool_call',
  'tool_result',
  'confirm_required',
  'warning',
  'interrupted',
  'error',
  'done',
] as const satisfies readonly ContractEvent['type'][]

/**
 * A run event as the bus carries it: a positive sequence number and an event of a contract type. The
 * event's other fields are the run's own (sealed by an instance of the deployment) and go to the SSE reader
 * as they are; what is checked here is what a follower relies on to order and end a stream.
 */
export const sequencedEventSchema = z.object({
  seq: z.number().int().positive(),
  event: z.looseObject({ type: z.enum(CONTRACT_EVENT_TYPES) }),
}) as unknown as z.ZodType<SequencedEvent>

/** A bus message of a run's events: those shown together, in order (see LiveRun's PUBLISH_BATCH). */
export const sequencedEventsSchema = z
  .array(sequencedEventSchema)
  .min(1)
  .max(PUBLISH_BATCH) as unknown as z.ZodType<SequencedEvent[]>

/** Where the instance running a session's live run takes a cancel (Stop, a new utterance). */
export function runCancelSubject(sessionId: string): string {
  return `mw.cancel.run.${sessionId}`
}

/** A cancel as the bus carries it: why the run is to stop. */
export const runCancelRequestSchema = z.object({ cause: z.enum(['cancel', 'barge_in']) })

/** What the owner of a run answers a cancel: whether it stopped a live run, and which. */
export const runCancelAnswerSchema = z.object({
  status: z.enum(['cancelled', 'not_running']),
  runId: z.string().min(1).optional(),
})
