import { readFile } from 'node:fs/promises'

/** A call a case expects: its name and the arguments it must carry ($shown1, $cart1, $cheapest… name products). */
export interface ExpectedCall {
  name: string
  args?: Record<string, unknown>
}

/** What a search's results must satisfy: every product in the category and price range, the top one named. */
export interface ResultCheck {
  category?: string
  minPrice?: number
  maxPrice?: number
  topIncludes?: string
  topCategory?: string
}

/** One line of tests/data/shopping/*.jsonl: what was said before, what is said now, the calls it should make. */
export interface ShopEvalCase {
  id: string
  before?: string[]
  say: string
  expect: ExpectedCall[]
  results?: ResultCheck
}

/** Reads a .jsonl file of cases; a malformed line names its line number. */
export async function loadShopCases(path: string): Promise<ShopEvalCase[]> {
  const lines = (await readFile(path, 'utf8')).split('\n')
  return lines.flatMap((line, index) => {
    if (!line.trim()) return []
    try {
      return [JSON.parse(line) as ShopEvalCase]
    } catch (error) {
      throw new Error(`${path}:${index + 1}: ${(error as Error).message}`)
    }
  })
}
