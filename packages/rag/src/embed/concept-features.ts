import { chineseIdf } from '../text/idf.ts'
import { jieba } from '../text/jieba.ts'
import { stem } from '../text/terms.ts'
import { glossaryConcepts } from './bilingual-glossary.ts'

const LONGEST_NAME_TOKENS = 3
const TOKENS = /(\p{Script=Han}+)|([A-Za-z0-9]+)/gu

let names: Map<string, number[]> | undefined
let idfs: number[] = []

/**
 * The glossary concepts a text mentions, once per mention (e.g. 锯齿波 and "sawtooth" both give the
 * concept of a sawtooth wave). Names are matched as whole words — jieba words for Chinese, stemmed words
 * for English — longest first, so "sample rate" is not also "rate".
 */
export function conceptMentions(text: string): number[] {
  const table = nameTable()
  const mentions: number[] = []
  const tokens: Array<{ text: string; han: boolean }> = []
  for (const match of text.matchAll(TOKENS)) {
    if (match[1]) for (const word of jieba().cut(match[1], false)) tokens.push({ text: word, han: true })
    else tokens.push({ text: stem(match[2]!.toLowerCase()), han: false })
  }
  for (let i = 0; i < tokens.length; ) {
    let matched = 0
    for (let n = Math.min(LONGEST_NAME_TOKENS, tokens.length - i); n >= 1 && !matched; n--) {
      const run = tokens.slice(i, i + n)
      if (run.some((token) => token.han !== run[0]!.han)) continue
      const concepts = table.get(run.map((token) => token.text).join(run[0]!.han ? '' : ' '))
      if (concepts) {
        mentions.push(...concepts)
        matched = n
      }
    }
    i += matched || 1
  }
  return mentions
}

/**
 * How telling a concept is: the mean IDF of its Chinese names. 锯齿波 says much more than 声音, and a
 * concept feature should weigh what its words weigh.
 */
export function conceptIdf(concept: number): number {
  nameTable()
  return idfs[concept] ?? 0
}

/** Each name (as tokens would spell it: stemmed English, plain Chinese) → the concepts it names. */
function nameTable(): Map<string, number[]> {
  if (names) return names
  names = new Map()
  const concepts = glossaryConcepts()
  idfs = concepts.map((concept) => {
    const chinese = concept.filter((name) => /\p{Script=Han}/u.test(name))
    return chinese.reduce((sum, name) => sum + chineseIdf(name), 0) / Math.max(1, chinese.length)
  })
  concepts.forEach((concept, id) => {
    for (const name of concept) {
      const key = /\p{Script=Han}/u.test(name) ? name : name.split(/\s+/).map(stem).join(' ')
      const list = names!.get(key) ?? []
      if (!list.includes(id)) list.push(id)
      names!.set(key, list)
    }
  })
  return names
}
