import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { StructuredOutputError } from '../errors.ts'
import { generateObject } from './generate-object.ts'

// Seed 003's plan contract, reduced: hypotheses with confidences and a stop decision.
const plan = z.object({
  hypotheses: z.array(z.object({ id: z.string(), label: z.string(), confidence: z.number().min(0).max(1) })),
  stopDecision: z.object({ shouldStop: z.boolean(), reason: z.string() }),
})
const valid = {
  hypotheses: [{ id: 'h1', label: 'engine hum', confidence: 0.7 }],
  stopDecision: { shouldStop: false, reason: 'need one more experiment' },
}

describe('structured output', () => {
  it('returns the validated object and asks the provider for JSON with the schema', async () => {
    const model = new ScriptedModel([{ text: JSON.stringify(valid) }])
    const result = await generateObject({
      model,
      schema: plan,
      prompt: 'plan the next experiment',
      name: 'OrchestratorPlan',
    })
    expect(result).toMatchObject({ object: valid, repaired: false })
    const call = model.calls[0]!
    expect(call.responseFormat).toMatchObject({
      type: 'json',
      name: 'OrchestratorPlan',
      schema: { type: 'object' },
    })
    expect(String(call.prompt[0]!.content)).toContain('"stopDecision"')
  })

  it('repairs once, showing the model its validation errors', async () => {
    const wrong = { ...valid, hypotheses: [{ id: 'h1', label: 'engine hum', confidence: 7 }] }
    const model = new ScriptedModel([{ text: JSON.stringify(wrong) }, { text: JSON.stringify(valid) }])
    const result = await generateObject({ model, schema: plan, prompt: 'plan' })
    expect(result.repaired).toBe(true)
    expect(result.usage.totalTokens).toBe(30)
    const repairRequest = model.calls[1]!.prompt.at(-1)!
    expect(JSON.stringify(repairRequest)).toContain('hypotheses.0.confidence')
  })

  it('treats prose or code fences as invalid JSON and fails typed after the repair round', async () => {
    const model = new ScriptedModel([{ text: '```json\n{}\n```' }, { text: 'Here is the plan: {}' }])
    const failure = generateObject({ model, schema: plan, prompt: 'plan' })
    await expect(failure).rejects.toBeInstanceOf(StructuredOutputError)
    await expect(failure).rejects.toMatchObject({ code: 'invalid_output', text: 'Here is the plan: {}' })
    expect(JSON.stringify(model.calls[1]!.prompt.at(-1))).toContain('not valid JSON')
  })
})
