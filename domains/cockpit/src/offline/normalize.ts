import { standardize } from './dialect.ts'
import { fixSlips } from './slips.ts'
import { toSimplified } from './traditional.ts'

/**
 * Text normalisation before any matching: one spelling for what recognisers and keyboards write
 * in several ways (slips.ts), and plain Mandarin for regional and spoken forms (dialect.ts), so
 * the lexicons can stay small. 一下 stays (座椅往后调一下 hints a small amount): the matchers and
 * residual.ts treat it as filler where it is.
 */

// Hesitation sounds carry nothing anywhere in a sentence.
const HESITATION = /[呃嗯额唔]+|哎呀妈呀|哎呀|哎哟|哎/g
// Politeness and address at the start of a sentence or clause; inside words they may be content.
const LEADING_FILLER =
  /(^|[,;.!?、 ])(?:(?:那个|这个|就是|然后呢|请你?|麻烦您?你?|劳驾|你好|嘿|hi|hey|ok|okay|小[\u4e00-\u9fff]同学)[,、 ]?)+/g

const PUNCTUATION = /[，；。！？…“”"'‘’「」]/
const SPACE = /\s/

/** Full-width → half-width, lower case, unified punctuation and spelling, fillers removed. */
export function normalize(input: string): string {
  let text = toSimplified(toHalfWidth(input)).toLowerCase()
  // Each pass runs only on a text that has something for it: most short commands have neither.
  if (PUNCTUATION.test(text)) {
    // Plain string replacement: no regex engine for a single character.
    text = text.replaceAll('，', ',').replaceAll('；', ';').replaceAll('。', '.').replaceAll('！', '!')
    text = text
      .replaceAll('？', '?')
      .replace(/[…]+/g, ',')
      .replace(/[“”"'‘’「」]/g, '')
  }
  if (SPACE.test(text)) {
    text = text
      .replace(/\s+/g, ' ')
      .replace(/ ?([\u3000-\u9fff《》]) ?/g, '$1')
      .trim()
  }
  text = standardize(fixSlips(text)).replace(HESITATION, '')
  return text.replace(LEADING_FILLER, '$1').trim()
}

const FULL_WIDTH = /[\u3000\uff01-\uff5e]/g

/** Converts full-width ASCII forms and the ideographic space to their half-width forms. */
export function toHalfWidth(text: string): string {
  // Only the full-width characters are rewritten; the rest of the text is copied by the engine.
  return text.replace(FULL_WIDTH, (ch) => {
    const code = ch.charCodeAt(0)
    return code === 0x3000 ? ' ' : String.fromCharCode(code - 0xfee0)
  })
}
