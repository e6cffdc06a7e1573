import { REST_WORDS } from '@mindwire/understanding'
import { anyWord } from './abstain.ts'
import type { ParsedCall } from './types.ts'

/**
 * "The rest" of a device with several parts (把其他车窗都关上, 其余的座椅加热打开): the word means all but
 * some base the speaker has in mind, which the request itself does not name and the car cannot know,
 * so reading it as all (or as the default part) acts on a part the speaker meant to leave alone. The
 * car asks which are meant. A route or a song has no parts (换条其他路线, 放首别的歌): "other" there means
 * another one, which those calls already carry out.
 */

// The functions whose calls pick one or several of the car's parts (a window's position, a seat, an AC
// zone, a mirror's side, a screen, a light's kind, the sunroof's glass or shade): see config/functions.
const FUNCTIONS_WITH_PARTS = new Set([
  'control_window',
  'control_seat',
  'control_ac',
  'control_mirror',
  'control_screen',
  'control_light',
  'control_sunroof',
])

// Longest first, so 剩下的 is named whole; an English word stands alone (another is not other).
const REST = new RegExp(anyWord(REST_WORDS))

/** The rest word said about a device with parts, to ask about; empty when there is none. */
export function restWithoutBase(normalized: string, calls: readonly ParsedCall[]): string[] {
  if (!calls.some((call) => FUNCTIONS_WITH_PARTS.has(call.name))) return []
  const word = REST.exec(normalized)?.[0]
  return word ? [word] : []
}
