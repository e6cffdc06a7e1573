import { AMOUNT, readAmount } from './amounts.ts'

export interface PriceRange {
  minPrice?: number
  maxPrice?: number
}

const YUAN = String.raw`\s*(?:元|块钱|块|rmb|RMB)?\s*`
// Around a price, a shop gives a fifth either way.
const AROUND = 0.2

interface PricePattern {
  pattern: RegExp
  read: (a: number, b?: number) => PriceRange
}

const PATTERNS: readonly PricePattern[] = [
  {
    pattern: new RegExp(`(${AMOUNT})${YUAN}(?:到|至|-|~|～|—)\\s*(${AMOUNT})${YUAN}(?:之间|以内|左右)?`),
    read: (a, b) => ({ minPrice: Math.min(a, b!), maxPrice: Math.max(a, b!) }),
  },
  {
    pattern: new RegExp(
      `(?:不超过|不高于|低于|少于|小于|最多|预算|控制在)\\s*(${AMOUNT})${YUAN}(?:以内|以下|之内)?`,
    ),
    read: (a) => ({ maxPrice: a }),
  },
  { pattern: new RegExp(`(${AMOUNT})${YUAN}(?:以内|以下|之内|内|封顶)`), read: (a) => ({ maxPrice: a }) },
  {
    pattern: new RegExp(`(?:不低于|高于|超过|至少|起码)\\s*(${AMOUNT})${YUAN}(?:以上)?`),
    read: (a) => ({ minPrice: a }),
  },
  { pattern: new RegExp(`(${AMOUNT})${YUAN}(?:以上|起)`), read: (a) => ({ minPrice: a }) },
  {
    pattern: new RegExp(`(${AMOUNT})${YUAN}(?:左右|上下)`),
    read: (a) => ({ minPrice: Math.round(a * (1 - AROUND)), maxPrice: Math.round(a * (1 + AROUND)) }),
  },
]

/** The price range a clause states, and the clause without it (so its numbers stay out of the query). */
export function readPriceRange(text: string): { range: PriceRange; rest: string } {
  for (const { pattern, read } of PATTERNS) {
    const match = pattern.exec(text)
    if (!match) continue
    const a = readAmount(match[1]!)
    const b = match[2] === undefined ? undefined : readAmount(match[2])
    // A number right after a latin word is a model (iPhone 15), and tiny ones are counts, not prices.
    const model = /[A-Za-z]\s*$/.test(text.slice(0, match.index))
    if (a === undefined || (match[2] !== undefined && b === undefined) || model || Math.max(a, b ?? 0) < 10)
      continue
    return { range: read(a, b), rest: text.replace(match[0], ' ') }
  }
  return { range: {}, rest: text }
}
