import { z } from 'zod'

/** A call a case expects: its name and the arguments it must carry ($shown1, $cart1, $cheapest… name products). */
export const ExpectedCall = z.object({
  name: z.string().min(1),
  args: z.record(z.string(), z.unknown()).optional(),
})
export type ExpectedCall = z.output<typeof ExpectedCall>

/** What a search's results must satisfy: every product in the category and price range, the top one named. */
export const ResultCheck = z.object({
  category: z.string().optional(),
  minPrice: z.number().optional(),
  maxPrice: z.number().optional(),
  topIncludes: z.string().optional(),
  topCategory: z.string().optional(),
})
export type ResultCheck = z.output<typeof ResultCheck>

/**
 * One line of tests/data/shopping/*.jsonl (described in its README.md): what was said before, what is said
 * now, the calls it should make in order (`[]`: no call at all), optionally the search results' checks and
 * the language.
 */
export const ShopEvalCase = z.object({
  id: z.string().min(1),
  before: z.array(z.string()).optional(),
  say: z.string().min(1),
  expect: z.array(ExpectedCall),
  results: ResultCheck.optional(),
  lang: z.enum(['zh', 'en']).optional(),
})
export type ShopEvalCase = z.output<typeof ShopEvalCase>
