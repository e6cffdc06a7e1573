import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'
import { artists, titles } from './music-lexicon.ts'
import type { ParsedCall } from './types.ts'
import { alternationOf } from './word-pattern.ts'

/**
 * The free-text slots of a music search, checked once the request is read: a singer or title that still
 * holds a kind of music or a chart (歌适合跳舞, 华语榜里) is asked about, and a style keeps no locative
 * after it (热门翻唱里 → 热门翻唱). The words are config/understanding/music-slots.json.
 */
const WordList = z.object({ why: z.string(), words: z.array(z.string().min(1)) })
const MusicSlots = z.object({
  source: z.string().min(1),
  kindWords: WordList,
  locatives: WordList,
  titleEndings: WordList,
})

const { kindWords, locatives, titleEndings } = loadDataFile(
  configFile('understanding/music-slots.json'),
  MusicSlots,
)
const KIND = new RegExp(alternationOf(kindWords.words), 'i')
const LOCATIVE = new RegExp(`(?:${alternationOf(locatives.words)})$`)
const TITLE_ENDING = new RegExp(`(?:${alternationOf(titleEndings.words)})$`)

/** Whether a music search names a singer or title that is not a clean name (and not one the library holds). */
export function namesNoCleanMusic(call: ParsedCall): boolean {
  if (call.name !== 'control_music' || call.params.action !== 'search_and_play') return false
  const { song, artist } = call.params
  const unclean = (value: unknown, known: ReadonlySet<string>) =>
    typeof value === 'string' &&
    KIND.test(value.replace(TITLE_ENDING, '')) &&
    !known.has(value.toLowerCase()) &&
    !known.has(value)
  return unclean(song, titles()) || unclean(artist, artists())
}

/** The call with a style's trailing locative dropped (热门翻唱里 → 热门翻唱). */
export function withoutLocative(call: ParsedCall): ParsedCall {
  const genre = call.params.genre
  if (call.name !== 'control_music' || typeof genre !== 'string') return call
  const trimmed = genre.replace(LOCATIVE, '')
  return trimmed.length >= 2 && trimmed !== genre
    ? { ...call, params: { ...call.params, genre: trimmed } }
    : call
}
