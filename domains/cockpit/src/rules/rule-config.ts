import { z } from 'zod'

/** A comparison on one value; a bare value means equality. */
const comparison = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z
    .object({
      eq: z.union([z.string(), z.number(), z.boolean()]),
      ne: z.union([z.string(), z.number(), z.boolean()]),
      gt: z.number(),
      gte: z.number(),
      lt: z.number(),
      lte: z.number(),
      in: z.array(z.union([z.string(), z.number()])),
    })
    .partial()
    .strict(),
])

/** Fields to compare, nested like the object they describe (call arguments or vehicle state). */
const fieldTest: z.ZodType<FieldTest> = z.lazy(() => z.record(z.string(), z.union([comparison, fieldTest])))

export interface FieldTest {
  [field: string]: z.infer<typeof comparison> | FieldTest
}

export interface Condition {
  call?: string | string[]
  args?: FieldTest
  state?: FieldTest
  any?: Condition[]
  all?: Condition[]
}

const condition: z.ZodType<Condition> = z.lazy(() =>
  z
    .object({
      call: z.union([z.string(), z.array(z.string())]).optional(),
      args: fieldTest.optional(),
      state: fieldTest.optional(),
      any: z.array(condition).min(1).optional(),
      all: z.array(condition).min(1).optional(),
    })
    .strict(),
)

/** The safety-rules file: rules as data, so operators change them without a release. */
export const ruleFileSchema = z.object({
  rules: z
    .array(
      z
        .object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          description: z.string(),
          action: z.enum(['block', 'confirm', 'warn']),
          message: z.string().min(1).max(100),
          // What an English session hears instead of `message` (the turn's language decides; see reply-language.ts).
          messageEn: z.string().min(1).max(160),
          when: condition,
        })
        .strict(),
    )
    .refine((rules) => new Set(rules.map((r) => r.id)).size === rules.length, 'rule ids must be unique'),
})

export type RuleFile = z.infer<typeof ruleFileSchema>
export type RuleDefinition = RuleFile['rules'][number]
