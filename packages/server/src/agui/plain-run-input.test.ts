import { RunAgentInputSchema } from '@ag-ui/core/schemas'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plainRunAgentInput } from './plain-run-input.ts'

// Near-valid values: each field sometimes of the wrong type, missing or null, so both sides of the check run.
// Mostly well formed, so that many inputs are recognised and compared.
const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 4 }), weight: 12 },
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
)
const anything = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 1 }), weight: 8 },
  fc.constant(undefined),
  fc.constant(null),
)
// A field the plain check does not know (the schema may): rarely there.
const rare = fc.oneof({ arbitrary: fc.constant(undefined), weight: 15 }, fc.jsonValue({ maxDepth: 1 }))
const message = fc.record(
  {
    id: text,
    role: fc.oneof(
      { arbitrary: fc.constantFrom('user', 'assistant', 'system', 'developer', 'tool'), weight: 8 },
      fc.constantFrom('activity', 'bot'),
    ),
    content: fc.oneof({ arbitrary: text, weight: 8 }, fc.constant([{ type: 'text', text: 'hi' }])),
    name: text,
    toolCallId: text,
    error: text,
    metadata: rare,
  },
  { requiredKeys: [] },
)
const tool = fc.record({ name: text, description: text, parameters: anything }, { requiredKeys: [] })
const context = fc.record({ description: text, value: text, extra: rare }, { requiredKeys: [] })
const resume = fc.record(
  {
    interruptId: text,
    status: fc.oneof({ arbitrary: fc.constantFrom('resolved', 'cancelled'), weight: 8 }, fc.constant('done')),
    payload: anything,
  },
  { requiredKeys: [] },
)
const input = fc.record(
  {
    threadId: fc.string({ maxLength: 4 }),
    runId: fc.string({ maxLength: 4 }),
    other: rare,
    protocolVersion: text,
    state: anything,
    messages: fc.oneof({ arbitrary: fc.array(message, { maxLength: 2 }), weight: 8 }, anything),
    tools: fc.oneof({ arbitrary: fc.array(tool, { maxLength: 2 }), weight: 12 }, anything),
    context: fc.oneof({ arbitrary: fc.array(context, { maxLength: 2 }), weight: 12 }, anything),
    forwardedProps: anything,
    resume: fc.oneof({ arbitrary: fc.array(resume, { maxLength: 2 }), weight: 12 }, anything),
  },
  { requiredKeys: ['threadId', 'runId'] },
)

describe('plainRunAgentInput', () => {
  it('accepts only what the AG-UI schema accepts, and returns what the schema would', () => {
    let recognised = 0
    fc.assert(
      fc.property(input, (body) => {
        const plain = plainRunAgentInput(body)
        if (plain === undefined) return
        recognised++
        const parsed = RunAgentInputSchema.safeParse(body)
        expect(parsed.success).toBe(true)
        expect(plain).toEqual(parsed.data)
      }),
      { numRuns: 3000 },
    )
    // The property says nothing if the check never recognises an input.
    expect(recognised).toBeGreaterThan(30)
  })

  it('recognises a client’s usual run and leaves richer or broken ones to the schema', () => {
    const usual = {
      threadId: 't',
      runId: 'r',
      state: {},
      messages: [
        { id: 'm1', role: 'user', content: 'hello' },
        { id: 'm2', role: 'assistant', content: 'hi' },
      ],
      tools: [{ name: 'pick', description: 'pick one', parameters: { type: 'object' } }],
      forwardedProps: { vin: 'x' },
    }
    expect(plainRunAgentInput(usual)).toEqual({ ...usual, context: [] })
    expect(plainRunAgentInput({ ...usual, state: null })).toBeUndefined()
    expect(plainRunAgentInput({ ...usual, threadId: 7 })).toBeUndefined()
    expect(plainRunAgentInput({ ...usual, messages: [{ id: 'm', role: 'user' }] })).toBeUndefined()
    expect(
      plainRunAgentInput({
        ...usual,
        messages: [{ id: 'm', role: 'user', content: [{ type: 'text', text: 'a' }] }],
      }),
    ).toBeUndefined()
    expect(
      plainRunAgentInput({ ...usual, messages: [{ id: 'm', role: 'toString', content: 'a' }] }),
    ).toBeUndefined()
    expect(
      plainRunAgentInput(JSON.parse('{"threadId":"t","runId":"r","messages":[],"__proto__":{}}')),
    ).toBeUndefined()
  })
})
