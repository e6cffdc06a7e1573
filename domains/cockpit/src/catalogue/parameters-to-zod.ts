import { z } from 'zod'
import { requireFor } from '../functions/cockpit-function.ts'
import type { FunctionFile, ParameterSpec } from './function-file.ts'

/**
 * The zod schema of a function file's parameters: the one validator behind the model's tool schema
 * (generated from it), argument checks and the handlers' inputs. The chain is built in the order a
 * hand-written schema would be, so the generated JSON Schema is the same as before the move.
 */
export function parametersToZod(file: FunctionFile): z.ZodObject {
  const schema = objectSchema(file.parameters)
  const requiredWhen = file.requiredWhen ?? []
  const anyOfWhen = file.anyOfWhen ?? []
  if (requiredWhen.length === 0 && anyOfWhen.length === 0) return schema
  return schema.superRefine((value, ctx) => {
    for (const rule of requiredWhen) requireFor(value, ctx, rule.actions, rule.field, rule.hint)
    for (const rule of anyOfWhen) {
      if (!rule.actions.includes(String(value.action))) continue
      if (rule.fields.some((field) => value[field] !== undefined)) continue
      ctx.addIssue({ code: 'custom', path: [rule.fields[0]!], message: rule.message })
    }
  })
}

function objectSchema(spec: ParameterSpec): z.ZodObject {
  const required = new Set(spec.required ?? [])
  const shape: Record<string, z.ZodType> = {}
  for (const [name, property] of Object.entries(spec.properties ?? {})) {
    let field: z.ZodType = valueSchema(property)
    if (!required.has(name)) field = field.optional()
    shape[name] = property.description ? field.describe(property.description) : field
  }
  return z.object(shape)
}

function valueSchema(spec: ParameterSpec): z.ZodType {
  if (spec.enum) return z.enum(spec.enum as [string, ...string[]])
  if (spec.type === 'object') return objectSchema(spec)
  if (spec.type === 'string') return stringSchema(spec)
  let number = z.number()
  if (spec.type === 'integer') number = number.int()
  if (spec.minimum !== undefined) number = number.min(spec.minimum)
  if (spec.maximum !== undefined) number = number.max(spec.maximum)
  return number
}

function stringSchema(spec: ParameterSpec): z.ZodType {
  let text = z.string()
  if (spec.minLength !== undefined) text = text.min(spec.minLength)
  if (spec.pattern !== undefined) {
    text = text.regex(new RegExp(spec.pattern, spec.patternFlags), spec.patternMessage)
  }
  return text
}
