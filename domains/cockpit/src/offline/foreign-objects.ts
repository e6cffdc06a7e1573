import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { meaningfulWords } from './residual.ts'
import { HIDDEN } from './scan.ts'
import { COMMAND_VERB, hasCommandVerb } from './verbs.ts'

/**
 * Things people ask a car assistant to control that this catalogue does not have: features even the
 * extended catalogue lacks (香氛, 冰箱, 悬架, 驾驶模式, 通话音量 …) and devices that are not the car's (a water
 * heater, the TV). Named as the object of a request, they make it unsupported; named in a simile
 * (冷得跟冰箱似的) they describe, and make nothing unsupported. The words are in
 * config/understanding/unsupported-objects.json; this file compiles them once.
 */
const Words = z.array(z.string().min(1))
const UnsupportedWords = z.object({
  source: z.string().min(1),
  foreignObjects: z.object({ words: Words }),
  similes: z.object({ before: Words, after: Words }),
  programmes: z.object({ words: Words, episodeUnits: Words }),
})

// Longest first, so that 车载冰箱 wins over 冰箱.
const alternatives = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|')

function compileWords() {
  const words = loadDataFile(configFile('understanding/unsupported-objects.json'), UnsupportedWords)
  const { before, after } = words.similes
  const episode = `第[\\d零〇一二两三四五六七八九十百]+(?:${words.programmes.episodeUnits.join('|')})`
  return {
    foreign: new RegExp(
      `(?<![${before.join('')}])(?:${alternatives(words.foreignObjects.words)})(?!${alternatives(after)})`,
    ),
    programme: new RegExp(`${episode}|${alternatives(words.programmes.words)}`),
  }
}

const COMPILED = compileWords()

export const FOREIGN_OBJECT = COMPILED.foreign

// Compiled once at load, not on every leftover that names a foreign object.
const EVERY_FOREIGN_OBJECT = new RegExp(FOREIGN_OBJECT, 'g')

/**
 * Whether words a reading left over name such an object without a verb of their own (冰箱温度调低一点):
 * the request is about that object, and the reading must not act on a neighbouring function instead.
 * A foreign object with its own verb (打开空调打开香氛) is a second request; the first one stands.
 */
export function leftoverNamesForeignObject(leftovers: ReadonlyArray<{ text: string }>): boolean {
  // 广播 holds 播, a verb: the object's own name does not make it a second request.
  return leftovers.some(
    (left) => FOREIGN_OBJECT.test(left.text) && !hasCommandVerb(left.text.replace(EVERY_FOREIGN_OBJECT, '')),
  )
}

const EVERY_COMMAND_VERB = new RegExp(COMMAND_VERB.source, 'g')

/**
 * Whether words a command left over are a request of their own about a thing the catalogue lacks, with
 * its own verb and nothing more (温度调到二十度关闭香氛, 改为经济模式音量调小一点 — the first half): it
 * was understood, and is answered as not supported while the supported part runs (the partly
 * out-of-scope convention), rather than the whole request being asked about.
 */
export function isForeignRequest(text: string): boolean {
  if (!FOREIGN_OBJECT.test(text)) return false
  const rest = text.replace(EVERY_FOREIGN_OBJECT, ' ')
  return (
    hasCommandVerb(rest) && !/[\u4e00-\u9fff]/.test(meaningfulWords(rest.replace(EVERY_COMMAND_VERB, ' ')))
  )
}

const NOT_MUSIC = COMPILED.programme

/** Whether a music call's slots name a programme the music player cannot play. */
export function asksForProgramme(
  calls: ReadonlyArray<{ name: string; params: Record<string, unknown> }>,
): boolean {
  return calls.some(
    (c) =>
      c.name === 'control_music' &&
      ['song', 'artist', 'genre'].some(
        (slot) => typeof c.params[slot] === 'string' && NOT_MUSIC.test(c.params[slot] as string),
      ),
  )
}

/**
 * Whether a reading used part of a foreign object's name and left the rest (你的声音: 声音 read as the
 * music's volume; 导航的音量): what it understood belongs to a thing the catalogue lacks. `visible` is the
 * clause with the reading's used characters hidden.
 */
export function usesPartOfForeignObject(text: string, visible: string): boolean {
  for (const m of foreignSpans(text)) {
    const span = visible.slice(m.index, m.index + m[0].length)
    const used = [...span].filter((ch) => ch === HIDDEN).length
    if (used > 0 && used < span.length) return true
  }
  return false
}

// Every matcher's reading of a clause asks about the same text: its foreign names are found once.
let spansOf: { text: string; spans: RegExpExecArray[] } = { text: '', spans: [] }

function foreignSpans(text: string): readonly RegExpExecArray[] {
  if (spansOf.text !== text) spansOf = { text, spans: [...text.matchAll(EVERY_FOREIGN_OBJECT)] }
  return spansOf.spans
}
