import { userPartSchema } from '@mindwire/agent'
import { z } from 'zod'
import { runControls } from '../runs/session-controls.ts'

/** Any JSON value (client context snapshots, tool outputs). */
export const jsonValue: z.ZodType<unknown> = z.json()

export const errorBody = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'Error' })

export const sessionIdParams = z.object({ id: z.uuid() })

/** A user message: text, or parts (text, image, audio, spectrum). */
export const messageInput = z.union([z.string().min(1), z.array(userPartSchema).min(1).max(16)])

export const createSessionBody = z.object({
  app: z.string().min(1).max(64).describe('the app (domain) the session belongs to'),
  title: z.string().max(200).nullish(),
  userId: z.string().max(128).nullish(),
  state: jsonValue.optional().describe("the client's context snapshot (seed 000 §4.1 context())"),
  ttlSeconds: z.number().int().positive().max(31_536_000).optional(),
})

export const sessionSummary = z
  .object({
    id: z.string(),
    app: z.string(),
    title: z.string().nullable(),
    userId: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'SessionSummary' })

export const sessionDetail = sessionSummary
  .extend({
    state: jsonValue,
    controls: runControls
      .nullable()
      .describe('the run controls the session keeps: the last a request set (seed 000 §4.1)'),
    messages: z.array(z.unknown()),
    pending: z.array(z.unknown()),
    summary: z.string().nullable(),
    usage: z.object({ inputTokens: z.number(), outputTokens: z.number(), totalTokens: z.number() }),
  })
  .meta({ id: 'SessionDetail' })

export const chatBody = z
  .object({
    sessionId: z.uuid().optional().describe('continue this session; omit to start one for `app`'),
    app: z.string().min(1).max(64).optional(),
    message: messageInput,
    state: jsonValue.optional().describe('the latest client context snapshot, stored on the session'),
    title: z.string().max(200).optional(),
    userId: z.string().max(128).optional(),
    stream: z.boolean().optional().describe('true: SSE (also chosen by Accept: text/event-stream)'),
    options: runControls.optional().describe('this run’s controls (seed 000 §4.1 SessionOptions)'),
  })
  .refine((body) => body.sessionId || body.app, { message: 'give sessionId or app', path: ['app'] })

export const confirmBody = z.object({
  callId: z.string().min(1).max(200),
  callIds: z
    .array(z.string().min(1).max(200))
    .max(32)
    .optional()
    .describe(
      'the same answer for these waiting calls too, in one run (a turn’s additions asked about once); not with args',
    ),
  accepted: z.boolean(),
  args: jsonValue.optional().describe('accept these edited arguments instead (validated; rules asked again)'),
  argsHash: z
    .string()
    .max(128)
    .optional()
    .describe('the argsHash of confirm_required: the answer applies only to that exact call'),
  stream: z.boolean().optional(),
})

export const toolResultBody = z.object({
  callId: z.string().min(1).max(200),
  output: jsonValue,
  isError: z.boolean().optional(),
  stream: z.boolean().optional(),
})

export const handoffBody = z.object({
  targetApp: z.string().min(1).max(64),
  intent: z.string().min(1).max(200),
  context: z.record(z.string(), jsonValue).optional(),
})

/** A handoff record as the receiving app reads it. */
export const handoffDetail = z.object({
  id: z.string(),
  sessionId: z.string(),
  from: z.string(),
  app: z.string(),
  intent: z.string(),
  context: z.record(z.string(), z.unknown()),
  expiresAt: z.number(),
})

export const executeToolBody = z.object({
  app: z.string().min(1).max(64),
  name: z.string().min(1).max(64),
  args: z.record(z.string(), jsonValue).default({}),
  sessionId: z.uuid().optional(),
})

export const eventsQuery = z.object({ after: z.coerce.number().int().nonnegative().optional() })

/** The JSON answer of a run (chat, confirm, tool result) when no stream was asked for. */
/** What POST …/cancel found: the run it stopped, or that none was live. */
export const cancelResponse = z.object({
  sessionId: z.string(),
  status: z.enum(['cancelled', 'not_running']),
  runId: z.string().optional(),
})

/** What a tool call that ran without error really did (issue 44). */
export const toolEffect = z
  .enum(['changed', 'read', 'none', 'refused'])
  .describe('what an ok call really did: changed the state, read it, changed nothing, or refused to act')

export const runResponseSchema = z
  .object({
    sessionId: z.string(),
    runId: z.string(),
    status: z.enum(['completed', 'awaiting_input']),
    finishReason: z.enum(['stop', 'length', 'tool_calls', 'content_filter']),
    text: z.string(),
    toolCalls: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        arguments: z.string(),
        kind: z.enum(['server', 'client']),
      }),
    ),
    toolResults: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.string(),
        decision: z.string(),
        output: z.unknown(),
        durationMs: z.number().optional().describe('how long the tool ran, in ms'),
        effect: toolEffect.optional(),
      }),
    ),
    confirmations: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        arguments: z.string(),
        message: z.string(),
        ruleIds: z.array(z.string()),
        expiresAt: z.string().optional(),
        argsHash: z.string().optional(),
      }),
    ),
    warnings: z.array(
      z.object({ message: z.string(), id: z.string().optional(), ruleId: z.string().optional() }),
    ),
    pending: z.array(z.unknown()),
    usage: z.object({ prompt: z.number(), completion: z.number() }),
  })
  .meta({ id: 'RunResponse' })

export const SSE_DESCRIPTION =
  'With `stream: true` or `Accept: text/event-stream` the answer is an SSE stream: each event has an `id:` ' +
  '(its sequence number in the session, for Last-Event-ID resume through GET /api/ai/sessions/{id}/events) and ' +
  'one `data:` JSON object whose `type` is delta, tool_call_delta, tool_call, tool_result, confirm_required, ' +
  'warning, done, interrupted or error. Comment lines are heartbeats. Otherwise the answer is RunResponse.'
