import { STOPWORDS } from '@mindwire/rag/stopwords'

const LONGEST_STOPWORD = Math.max(...[...STOPWORDS].map((word) => word.length))
const PARTS = /\p{Script=Han}+|[A-Za-z0-9]+/gu

/**
 * Whether words no vocabulary knows could name a product: what is left once the function words a search
 * drops (还, 吧, 那个, the) are taken out. Only stopwords left — 还, 那个啥 — name nothing, and searching
 * them would list the whole catalogue. The offline model runs in the browser too (the embedded shopping
 * assistant), so this reads the search's stopword list, not its segmenter.
 */
export function namesSomething(text: string): boolean {
  for (const [part] of text.matchAll(PARTS)) {
    if (/^[A-Za-z0-9]+$/.test(part)) {
      if (!STOPWORDS.has(part.toLowerCase())) return true
      continue
    }
    if (leftAfterStopwords(part) > 0) return true
  }
  return false
}

/** Characters of a Han run that no stopword covers, taking the longest stopword at each place. */
function leftAfterStopwords(run: string): number {
  let left = 0
  for (let i = 0; i < run.length; ) {
    let taken = 0
    for (let length = Math.min(LONGEST_STOPWORD, run.length - i); length > 0; length--)
      if (STOPWORDS.has(run.slice(i, i + length))) {
        taken = length
        break
      }
    if (taken === 0) {
      left++
      i++
    } else i += taken
  }
  return left
}
