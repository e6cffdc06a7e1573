import { z } from 'zod'

/**
 * One request of the studio's evaluation sets (domains/studio/eval/*.jsonl, described in eval/README.md) and
 * the first call it should make: `firstTool: null` means no call at all (chit-chat, out of scope).
 */
export const StudioEvalCase = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  lang: z.enum(['zh', 'en']).optional(),
  expect: z.object({
    firstTool: z.string().min(1).nullable(),
    /** The arguments that must hold (a recursive subset; numbers within 0.01, strings in any case). */
    args: z.record(z.string(), z.unknown()).optional(),
  }),
  note: z.string().optional(),
})
export type StudioEvalCase = z.output<typeof StudioEvalCase>
