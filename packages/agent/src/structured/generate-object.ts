import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider'
import * as z from 'zod'
import { StructuredOutputError } from '../errors.ts'
import type { CallSettings } from '../loop/runtime.ts'
import type { Message } from '../messages/message.ts'
import { toModelPrompt } from '../messages/to-model-prompt.ts'
import { addUsage, emptyUsage, type Usage, usageFromModel } from '../messages/usage.ts'

export interface GenerateObjectOptions<Schema extends z.ZodType> {
  model: LanguageModelV4
  schema: Schema
  prompt: string | readonly Message[]
  system?: string
  /** A name for the object, passed to providers that support named JSON schemas. */
  name?: string
  signal?: AbortSignal
  callSettings?: CallSettings
}

export interface GeneratedObject<T> {
  object: T
  text: string
  usage: Usage
  /** True when the first answer was invalid and the repair round fixed it. */
  repaired: boolean
}

/**
 * Asks the model for one JSON object matching a zod schema. The reply must be strict JSON (no prose, no
 * code fences); an invalid reply gets exactly one repair round that shows the model what was wrong, and a
 * second invalid reply is a StructuredOutputError.
 */
export async function generateObject<Schema extends z.ZodType>(
  options: GenerateObjectOptions<Schema>,
): Promise<GeneratedObject<z.output<Schema>>> {
  const jsonSchema = z.toJSONSchema(options.schema, { target: 'draft-07', unrepresentable: 'any' })
  const instructions = [
    options.system,
    `Reply with exactly one JSON object that conforms to this JSON Schema, and nothing else: no prose, no code fences.\n${JSON.stringify(jsonSchema)}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  const history: Message[] =
    typeof options.prompt === 'string' ? [{ role: 'user', content: options.prompt }] : [...options.prompt]
  let usage = emptyUsage()

  for (let round = 0; round < 2; round++) {
    const prompt: LanguageModelV4Prompt = toModelPrompt(instructions, history)
    const result = await options.model.doGenerate({
      ...options.callSettings,
      prompt,
      responseFormat: { type: 'json', schema: jsonSchema as never, name: options.name },
      abortSignal: options.signal,
    })
    usage = addUsage(usage, usageFromModel(result.usage))
    const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
    const checked = checkObject(text, options.schema)
    if (checked.ok) return { object: checked.value, text, usage, repaired: round > 0 }
    if (round === 1) throw new StructuredOutputError(text, checked.issues)
    history.push(
      { role: 'assistant', content: text },
      {
        role: 'user',
        content: `That reply is not valid: ${checked.issues.join('; ')}. Reply again with only the corrected JSON object.`,
      },
    )
  }
  throw new Error('unreachable')
}

type Checked<T> = { ok: true; value: T } | { ok: false; issues: string[] }

/** Parses strict JSON and validates it; the issues say what to fix. */
export function checkObject<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
): Checked<z.output<Schema>> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, issues: [`not valid JSON (${(error as Error).message})`] }
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  }
}
