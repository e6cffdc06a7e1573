import { chineseIdf, LATIN_IDF } from '../text/idf.ts'
import { termIdf } from '../text/term-weight.ts'
import { extractTerms } from '../text/terms.ts'
import { conceptIdf, conceptMentions } from './concept-features.ts'

/** How much each kind of feature counts, relative to a whole word weighted by its IDF. */
export interface FeatureWeights {
  /** Han character bigrams: catch words jieba segmented differently in the query and the passage. */
  bigram: number
  /** Character trigrams of ASCII words: catch inflections and shared stems (filter / filtering). */
  piece: number
  /** Bilingual glossary concepts: let an English question meet a Chinese passage (and back). */
  concept: number
}

export const DEFAULT_FEATURE_WEIGHTS: FeatureWeights = { bigram: 0.3, piece: 0.25, concept: 0.8 }

// A bigram that is no dictionary word (器的, 的参) usually straddles two words; cap what it may weigh.
const MAX_BIGRAM_IDF = 8
const HAN_RUN = /\p{Script=Han}+/gu
const LATIN_WORD = /^[a-z]{5,}$/

/**
 * The weighted features of a text: each term (jieba word or ASCII word) once per occurrence with its IDF,
 * Han character bigrams and ASCII word pieces. Returns feature → summed term frequency and its weight.
 */
export function textFeatures(
  text: string,
  weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
): Map<string, { count: number; weight: number }> {
  const features = new Map<string, { count: number; weight: number }>()
  const add = (key: string, weight: number) => {
    const entry = features.get(key)
    if (entry) entry.count++
    else features.set(key, { count: 1, weight })
  }
  for (const term of extractTerms(text)) {
    add(`w:${term.text}`, termIdf(term))
    if (weights.piece > 0 && LATIN_WORD.test(term.text)) {
      const padded = `<${term.text}>`
      const pieceWeight = (weights.piece * LATIN_IDF) / Math.sqrt(padded.length - 2)
      for (let i = 0; i + 3 <= padded.length; i++) add(`p:${padded.slice(i, i + 3)}`, pieceWeight)
    }
  }
  if (weights.bigram > 0) {
    for (const [run] of text.matchAll(HAN_RUN)) {
      for (let i = 0; i + 2 <= run.length; i++) {
        const bigram = run.slice(i, i + 2)
        add(`b:${bigram}`, weights.bigram * Math.min(chineseIdf(bigram), MAX_BIGRAM_IDF))
      }
    }
  }
  if (weights.concept > 0) {
    for (const concept of conceptMentions(text)) add(`c:${concept}`, weights.concept * conceptIdf(concept))
  }
  return features
}
