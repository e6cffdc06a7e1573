import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** What the filter refuses (seed 000 §7): prompt injection, jailbreak attempts, sensitive requests. */
export type ContentCategory = 'prompt_injection' | 'jailbreak' | 'sensitive'

export type ContentVerdict =
  | { blocked: false }
  | { blocked: true; category: ContentCategory; matched: string }

const listsSchema = z.object({
  $source: z.string(),
  categories: z.object({
    prompt_injection: z.array(z.string().min(1)),
    jailbreak: z.array(z.string().min(1)),
    sensitive: z.array(z.string().min(1)),
  }),
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const normalise = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ')

/** One phrase as a pattern: spaces optional, `A…B` = A then B within 40 characters. */
function phrasePattern(phrase: string): RegExp {
  // Split before normalising: NFKC turns "…" into "...".
  const parts = phrase.split('…').map((part) => escapeRegExp(normalise(part).trim()).replace(/ /g, '\\s*'))
  return new RegExp(parts.join('.{0,40}?'))
}

export interface ContentFilter {
  screen(text: string): ContentVerdict
}

/** A filter from lists (the shape of content-filter-lists.json); a bad file is an error naming it. */
export function createContentFilter(
  file: URL | string = new URL('./content-filter-lists.json', import.meta.url),
): ContentFilter {
  const parsed = listsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${String(file)}: ${parsed.error.message}`)
  const rules = (Object.entries(parsed.data.categories) as Array<[ContentCategory, string[]]>).flatMap(
    ([category, phrases]) => phrases.map((phrase) => ({ category, phrase, pattern: phrasePattern(phrase) })),
  )
  return {
    screen(text) {
      const normalised = normalise(text)
      const rule = rules.find((candidate) => candidate.pattern.test(normalised))
      return rule ? { blocked: true, category: rule.category, matched: rule.phrase } : { blocked: false }
    },
  }
}
