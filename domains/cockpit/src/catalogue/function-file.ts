import { z } from 'zod'

/**
 * One parameter, in the subset of JSON Schema a function file may use: what the contract needs
 * (enums, ranges, integers, non-empty and patterned strings, one nested object) and nothing a
 * model or the loader would have to guess about.
 */
export interface ParameterSpec {
  type: 'string' | 'number' | 'integer' | 'object'
  description?: string
  enum?: string[]
  minimum?: number
  maximum?: number
  minLength?: number
  pattern?: string
  /** RegExp flags for `pattern` (JSON Schema has none; `i` lets 'Blue' pass as 'blue'). */
  patternFlags?: string
  /** What a caller is told when `pattern` fails. */
  patternMessage?: string
  properties?: Record<string, ParameterSpec>
  required?: string[]
}

const parameterSpec: z.ZodType<ParameterSpec> = z.lazy(() =>
  z
    .object({
      type: z.enum(['string', 'number', 'integer', 'object']),
      description: z.string().min(1).optional(),
      enum: z.array(z.string().min(1)).min(1).optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      minLength: z.number().int().min(0).optional(),
      pattern: z.string().min(1).optional(),
      patternFlags: z
        .string()
        .regex(/^[imsu]*$/)
        .optional(),
      patternMessage: z.string().min(1).optional(),
      properties: z.record(z.string().regex(PARAM_NAME), parameterSpec).optional(),
      required: z.array(z.string()).optional(),
    })
    .strict(),
)

const PARAM_NAME = /^[a-z][a-z0-9_]*$/

/** "action X needs field F": zod cannot say "required for some actions only" in a plain shape. */
const requiredWhen = z
  .object({ actions: z.array(z.string()).min(1), field: z.string(), hint: z.string().min(1) })
  .strict()

/** "action X needs at least one of these fields" (search_and_play: an artist, a song or a genre). */
const anyOfWhen = z
  .object({
    actions: z.array(z.string()).min(1),
    fields: z.array(z.string()).min(2),
    message: z.string().min(1),
  })
  .strict()

/** A handler in code, by name, or the generic one that records the call's values in the vehicle state. */
const handlerRef = z.union([
  z.string().regex(PARAM_NAME),
  z
    .object({
      kind: z.literal('set_state'),
      /** Spoken replies by action value; `{param}` is replaced by that parameter's value. */
      replies: z.record(z.string(), z.string().min(1).max(50)),
    })
    .strict(),
])

/**
 * Words that name the function's object and its values, for the offline engine: a function without a
 * matcher in code is read from them alone (offline/config-lexicon.ts, which needs `objects`); the
 * built-in matchers take the names of values from here (offline/catalogue-words.ts).
 */
const lexicon = z
  .object({
    objects: z.array(z.string().min(1)).min(1).optional(),
    values: z.record(z.string(), z.record(z.string(), z.array(z.string().min(1)).min(1))),
    /** Gazetteers of open slots: whole values a free-text parameter is known to take (artist 周杰伦, genre 摇滚). */
    names: z.record(z.string(), z.array(z.string().min(1)).min(1)).optional(),
  })
  .strict()

/** A function file, `config/functions/<name>.json`: everything about one function except its handler's code. */
export const functionFileSchema = z
  .object({
    name: z.string().regex(PARAM_NAME),
    domain: z.enum(['vehicle_control', 'music', 'navigation', 'chat']),
    description: z.string().min(4),
    handler: handlerRef,
    parameters: parameterSpec.refine((p) => p.type === 'object' && p.properties !== undefined, {
      message: 'parameters must be an object with properties',
    }),
    requiredWhen: z.array(requiredWhen).optional(),
    anyOfWhen: z.array(anyOfWhen).optional(),
    lexicon: lexicon.optional(),
  })
  .strict()

export type FunctionFile = z.infer<typeof functionFileSchema>
export type HandlerRef = FunctionFile['handler']
export type FunctionLexicon = NonNullable<FunctionFile['lexicon']>
