import type { RunAgentInput } from '@ag-ui/core'

// Why this exists: the AG-UI schema (zod, every object loose, a discriminated union per message) took
// ~45-55 µs per request with caches cold from the previous run's stream, the largest share of what the
// AG-UI endpoint added to the native stream's time to first token. Most inputs are plain (string
// messages, flat tools and context), so they are recognised here by hand; anything this check does not
// recognise, valid or not, still goes through the schema, which alone words the 400s.

type Check = (value: unknown) => boolean

const string: Check = (value) => typeof value === 'string'
const notNull: Check = (value) => value !== null

/** The fields a plain object of one kind may have (each with its check), and those it must have. */
interface Shape {
  readonly fields: Readonly<Record<string, Check>>
  readonly required: readonly string[]
}

const message = (content: Check, extra: Record<string, Check> = {}, required: string[] = []): Shape => ({
  fields: { id: string, role: string, content, ...extra },
  required: ['id', 'role', ...required],
})

// Only the plain form of each message: content as a string, no metadata, subagent or encrypted fields.
const messageShapes: Readonly<Record<string, Shape>> = {
  user: message(string, { name: string }, ['content']),
  system: message(string, { name: string }, ['content']),
  developer: message(string, { name: string }, ['content']),
  assistant: message(string, { name: string }),
  tool: message(string, { toolCallId: string, error: string }, ['content', 'toolCallId']),
}

// Own keys only: a role such as "toString" is not a kind of message.
const messageShape = (role: unknown): Shape | undefined =>
  typeof role === 'string' && Object.hasOwn(messageShapes, role) ? messageShapes[role] : undefined

const toolShape: Shape = {
  fields: { name: string, description: string, parameters: notNull },
  required: ['name', 'description'],
}
const contextShape: Shape = {
  fields: { description: string, value: string },
  required: ['description', 'value'],
}
const resumeShape: Shape = {
  fields: {
    interruptId: string,
    status: (value) => value === 'resolved' || value === 'cancelled',
    payload: notNull,
  },
  required: ['interruptId', 'status'],
}

const inputShape: Shape = {
  fields: {
    threadId: string,
    runId: string,
    protocolVersion: string,
    parentRunId: string,
    // The schema turns a null state into none; such an input is left to it.
    state: notNull,
    messages: (value) => arrayOf(value, (item) => isRecord(item) && fits(item, messageShape(item.role))),
    tools: (value) => arrayOf(value, (item) => fits(item, toolShape)),
    context: (value) => arrayOf(value, (item) => fits(item, contextShape)),
    forwardedProps: notNull,
    resume: (value) => arrayOf(value, (item) => fits(item, resumeShape)),
  },
  required: ['threadId', 'runId', 'messages'],
}

/**
 * The body as RunAgentInput when it is a plain one this check recognises in full (what the AG-UI schema
 * would return for it: the same fields, tools and context defaulting to empty); otherwise undefined, and
 * the caller parses it with the schema. Never accepts what the schema refuses.
 */
export function plainRunAgentInput(body: unknown): RunAgentInput | undefined {
  if (!fits(body, inputShape)) return undefined
  const input = body as Record<string, unknown>
  return { ...input, tools: input.tools ?? [], context: input.context ?? [] } as RunAgentInput
}

function fits(value: unknown, shape: Shape | undefined): boolean {
  if (!shape || !isRecord(value)) return false
  for (const key of shape.required) if (value[key] === undefined) return false
  for (const key in value) {
    const field = value[key]
    if (field === undefined) continue
    const check = Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined
    // An unknown field may be fine for the schema (its objects are loose) but is not plain: left to it.
    if (!check?.(field)) return false
  }
  return true
}

function arrayOf(value: unknown, item: Check): boolean {
  return Array.isArray(value) && value.every(item)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}
