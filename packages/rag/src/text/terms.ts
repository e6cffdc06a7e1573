import { jieba } from './jieba.ts'
import { STOPWORDS } from './stopwords.ts'

/** A word found in text: Chinese (from jieba), an ASCII word or identifier, or a number. */
export interface Term {
  text: string
  kind: 'han' | 'latin' | 'number'
}

// A run of Han characters, or an identifier such as freqModDepth, eq-parametric-v2, lowShelf.gain, 1.5.
const RUN = /(\p{Script=Han}+)|([A-Za-z0-9\u00C0-\u024F]+(?:[_.'-][A-Za-z0-9\u00C0-\u024F]+)*)/gu
const PART = /[A-Z]+(?![a-z])[0-9]*|[A-Z]?[a-z\u00C0-\u024F]+[0-9]*|[0-9]+/g
const NUMBER = /^[0-9]+(?:\.[0-9]+)*$/

/**
 * The terms of a text, in order, stop words left out. Chinese is segmented by jieba in search mode, so a
 * compound comes with its parts (截止频率 → 截止, 频率, 截止频率) and a query phrased either way matches.
 * ASCII identifiers come lowercased, whole and split into their parts (freqModDepth → freqmoddepth, freq,
 * mod, depth), with a light plural stem (oscillators → oscillator).
 */
export function extractTerms(text: string): Term[] {
  const terms: Term[] = []
  for (const match of text.matchAll(RUN)) {
    if (match[1]) {
      for (const word of jieba().cutForSearch(match[1], true)) {
        if (!STOPWORDS.has(word)) terms.push({ text: word, kind: 'han' })
      }
      continue
    }
    pushIdentifier(match[2]!, terms)
  }
  return terms
}

function pushIdentifier(identifier: string, terms: Term[]): void {
  const whole = identifier.toLowerCase()
  if (NUMBER.test(whole)) {
    terms.push({ text: whole, kind: 'number' })
    return
  }
  const parts = (identifier.match(PART) ?? []).map((part) => stem(part.toLowerCase()))
  if (parts.length <= 1) {
    // Checked before stemming too: "does" would stem to "doe", which no list holds.
    const word = stem(whole)
    if (!STOPWORDS.has(whole) && !STOPWORDS.has(word)) terms.push({ text: word, kind: 'latin' })
    return
  }
  terms.push({ text: whole, kind: 'latin' })
  for (const part of parts) {
    if (STOPWORDS.has(part)) continue
    terms.push({ text: part, kind: NUMBER.test(part) ? 'number' : 'latin' })
  }
}

/** A light English plural stem: enough for "oscillators" to meet "oscillator". */
export function stem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`
  if (word.endsWith('sses')) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1)
  return word
}
