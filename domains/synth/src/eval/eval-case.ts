import { z } from 'zod'

/** A parameter's expected value: exact, a range, or one of several (timbre requests). */
export const ExpectedValue = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  z.object({ min: z.number().optional(), max: z.number().optional() }).strict(),
  z.object({ oneOf: z.array(z.union([z.number(), z.string(), z.boolean()])).min(1) }).strict(),
])
export type ExpectedValue = z.infer<typeof ExpectedValue>

/** A module of a case's canvas; `params` lists only the values that differ from the defaults. */
export const CaseModule = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
    name: z.string().optional(),
    enabled: z.boolean().optional(),
    params: z.record(z.string(), ExpectedValue).optional(),
    /** Only the listed parameters are checked (timbre requests change more than a case can pin down). */
    loose: z.boolean().optional(),
  })
  .strict()
export type CaseModule = z.infer<typeof CaseModule>

const CONNECTION = /^[^.\s]+\.[^.\s-]+->[^.\s]+\.[^.\s]+$/

/** A canvas as a case writes it: modules, and connections as `source.port->target.port`. */
export const CaseCanvas = z
  .object({
    modules: z.array(CaseModule),
    connections: z.array(z.string().regex(CONNECTION, 'a connection is source.port->target.port')),
  })
  .strict()
export type CaseCanvas = z.infer<typeof CaseCanvas>

/** One request with the canvas it starts from and the one it should end with (tests/data/synth/README.md). */
export const SynthEvalCase = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    tags: z.array(z.string()).min(1),
    /** Messages sent in the same session first (what "undo" takes back). */
    history: z.array(z.string()).optional(),
    canvas: CaseCanvas,
    /** `unchanged`: the agent should ask rather than act. */
    expected: z.union([z.literal('unchanged'), CaseCanvas]),
    /** A question about the canvas: the reply must contain each of these (the answer read from the state). */
    replyIncludes: z.array(z.string().min(1)).optional(),
  })
  .strict()
export type SynthEvalCase = z.infer<typeof SynthEvalCase>

/** A connection string split into its ends. */
export function parseConnection(text: string): {
  source: string
  sourceHandle: string
  target: string
  targetHandle: string
} {
  const [from, to] = text.split('->') as [string, string]
  const [source, sourceHandle] = from.split('.') as [string, string]
  const [target, targetHandle] = to.split('.') as [string, string]
  return { source, sourceHandle, target, targetHandle }
}
