import { ENGLISH_NUMBER_PHRASES, englishNumber, parseChineseNumber } from '@mindwire/understanding'
import { VOCABULARY, wordList } from './vocabulary.ts'

/** The units a spoken amount may carry (from the vocabulary's unit words). */
export type Unit = 'db' | 'hz' | 'ms' | 'oct' | 'order' | 'x' | 'dbPerOctave'

/**
 * A number in a request: its signed value, unit, whether it says how much to change ("cut 4 dB", "往下挪
 * 20 Hz", "by 1k") rather than what to set ("降到 20 Hz", "to -2"), and where it stands in the text.
 */
export interface Amount {
  value: number
  unit?: Unit
  relative: boolean
  /** "double", 减半: the value is a factor on the current value. */
  scale?: boolean
  /** "从 120 改到 100": the value the person believes the parameter holds now. */
  from?: number
  /** "trim the input by 1.5": a change by an amount whose way nobody said; asked, never guessed. */
  signless?: boolean
  at: number
  end: number
}

const NUMBER =
  /([+\-−]|负|minus\s*|plus\s*)?(\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百半]+(?:点[零〇一二两三四五六七八九]+)?|(?<![a-z])(?:half\s+an?|an?|one|half|[a-z]+)(?![a-z]))/gi

/** "an octave", "half a dB": a word stands for a number only when a unit follows it. */
const WORD_NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, half: 0.5, 半: 0.5 }
const wordNumber = (word: string) => WORD_NUMBERS[/^half\s/.test(word) ? 'half' : word]

/** Every amount of a request, in order; a direction word before it (down/up) gives the sign of a change. */
export function amountsIn(text: string): Amount[] {
  const lower = text.toLowerCase()
  const amounts: Amount[] = []
  let segmentStart = 0
  for (const match of lower.matchAll(NUMBER)) {
    const at = match.index
    // A numeral inside a unit word already read (一个八度's 八) is part of that unit.
    if (at < segmentStart) continue
    // Digits inside a word are part of a name ("eq-parametric-v2", "f0"), not an amount.
    if (/[a-z_]$/.test(lower.slice(0, at)) && !match[1]) continue
    const digits = /\d/.test(match[2]!)
    // "three", "twenty five": English number words, read whole by the layer's reader.
    const article = /^an?$/.test(match[2]!)
    const english = !digits && /^[a-z]/.test(match[2]!) && (article || wordNumber(match[2]!) === undefined)
    // "a couple dB" is read whole; "an octave" keeps its article as the one.
    const wordsAt = lower.slice(at + match[0].length - match[2]!.length)
    const spelled = english ? (phraseNumber(wordsAt) ?? englishNumber(wordsAt)) : undefined
    // "a fourth-order subsonic": an ordinal is a number only as a filter's order (vocabulary ordinalNumbers).
    const ordinal = english && !spelled ? VOCABULARY.ordinalNumbers[match[2]!] : undefined
    if (ordinal !== undefined) {
      const unit = unitAfter(lower, at + match[0].length, at)
      if (unit?.unit !== 'order') continue
      amounts.push({ value: ordinal, unit: 'order', relative: false, at, end: unit.end })
      segmentStart = unit.end
      continue
    }
    if (english && !article && !spelled) continue
    // "a few dB", "several Hz": how many is not said, so it is asked (vocabulary `vague`), never guessed.
    if (spelled && vagueAt(lower, at + match[0].length - match[2]!.length)) continue
    const length = spelled ? match[0].length - match[2]!.length + spelled.length : match[0].length
    const word = spelled?.value ?? wordNumber(match[2]!)
    const magnitude = digits ? Number(match[2]) : (word ?? parseChineseNumber(match[2]!))
    if (magnitude === undefined || Number.isNaN(magnitude)) continue
    const unit = unitAfter(lower, at + length, at)
    // A word stands for a number with a unit after it, or as what a value is set to ("to zero", "by three").
    // "minus six" is a number as surely as "to six" is: a sign word says so.
    const said = spelled && (match[1] !== undefined || /\b(?:to|at|by)\s+$/.test(lower.slice(0, at)))
    if (word !== undefined && !unit && !said) continue
    // 一个 / 一下 / 一点 / 第一: a classifier or an ordinal, not an amount, unless a unit follows.
    if (
      !unit &&
      !/\d/.test(match[2]!) &&
      (/^[个下点些种]/.test(lower.slice(at + match[0].length)) || lower[at - 1] === '第')
    )
      continue
    // 压一压, 调一调: 一 between a verb and its repetition softens the verb; it is no amount.
    if (match[2] === '一' && !match[1] && lower[at - 1] !== undefined && lower[at - 1] === lower[at + 1])
      continue
    // "a 2-way crossover", 三段均衡: a count that is part of a kind's name is no amount.
    if (/\d/.test(match[2]!) && countedName(lower.slice(at + match[0].length))) continue
    const signWord = match[1]?.trim()
    const negative = signWord !== undefined && /[-−]|负|minus/.test(signWord)
    const before = lower.slice(segmentStart, at)
    // "a dB and a half": the half said after the unit belongs to the amount.
    const half = VOCABULARY.andAHalf.find(lower.slice(unit?.end ?? at + length))[0]
    const halfGap = half
      ? lower
          .slice(unit?.end ?? at + length)
          .slice(0, half.at)
          .trim()
      : undefined
    const halved = half !== undefined && halfGap === '' && unit !== undefined
    const end = halved ? unit.end + half.end : (unit?.end ?? at + length)
    const direction = directionIn(before) ?? directionAfter(lower.slice(end))
    const relative = !signWord && direction !== undefined && !targetAfter(before, direction.end)
    const signless =
      !signWord &&
      direction === undefined &&
      VOCABULARY.byAmount.find(before).some((hit) => hit.end === before.trimEnd().length)
    const value = (negative ? -1 : 1) * (magnitude + (halved ? 0.5 : 0)) * (unit?.factor ?? 1)
    amounts.push({
      value: relative && direction?.sign === -1 ? -value : value,
      ...(unit ? { unit: unit.unit } : {}),
      relative,
      ...(signless ? { signless } : {}),
      at,
      end,
    })
    segmentStart = end
  }
  // "从 0 改到 2": the number after "from" is what the person believes is there; the target follows and
  // keeps it, so the parameter that holds it can be found.
  const isFrom = (amount: Amount, index: number) =>
    index < amounts.length - 1 &&
    VOCABULARY.from.find(lower.slice(Math.max(0, amount.at - 6), amount.at)).length > 0
  const targets = amounts.flatMap((amount, index) => {
    if (isFrom(amount, index)) return []
    const previous = amounts[index - 1]
    return previous && isFrom(previous, index - 1) ? [{ ...amount, from: previous.value }] : [amount]
  })
  // 归零's 零 is part of the value word, not a second amount.
  const named = valueWordsIn(lower)
  const apart = targets.filter(
    (amount) => !named.some((word) => amount.at < word.end && amount.end > word.at),
  )
  return [...apart, ...scalesIn(lower), ...named].sort((a, b) => a.at - b.at)
}

const COUNTED = VOCABULARY.countedNames.map((word) => word.toLowerCase())

/** Whether a kind's counted name ("-way", 路) follows a number right away (a space allowed before a word). */
function countedName(after: string): boolean {
  return COUNTED.some((word) => {
    if (after.startsWith(word)) return !/[a-z]/.test(after[word.length] ?? '')
    return /^[a-z]/.test(word) && after.startsWith(` ${word}`) && !/[a-z]/.test(after[word.length + 1] ?? '')
  })
}

/** "a couple of": a number said in several words, from the layer's numerals. */
function phraseNumber(words: string): { value: number; length: number } | undefined {
  const phrase = ENGLISH_NUMBER_PHRASES.filter(
    ([said]) => words.startsWith(said) && !/[a-z]/.test(words[said.length] ?? ''),
  ).sort((a, b) => b[0].length - a[0].length)[0]
  return phrase ? { value: phrase[1], length: phrase[0].length } : undefined
}

/** Whether a vague quantity word ("a few", "several") starts at this place. */
function vagueAt(lower: string, at: number): boolean {
  return VOCABULARY.vague.find(lower.slice(at, at + 20)).some((hit) => hit.at === 0)
}

/** "flatten the low shelf", 增益归零: words that name a value outright (vocabulary valueWords). */
function valueWordsIn(lower: string): Amount[] {
  return VOCABULARY.valueWords.flatMap(({ value, unit, list }) =>
    list.find(lower).map((hit) => ({ value, unit: unit as Unit, relative: false, at: hit.at, end: hit.end })),
  )
}

/** "double the release", 增益减半: factors on the current value. */
function scalesIn(lower: string): Amount[] {
  const hits = VOCABULARY.scales
    .flatMap(({ factor, list }) => list.find(lower).map((hit) => ({ factor, ...hit })))
    .sort((a, b) => b.end - b.at - (a.end - a.at))
  // "twice as long" holds "twice": the longest words said are the one factor.
  const kept: typeof hits = []
  for (const hit of hits) if (!kept.some((other) => hit.at < other.end && hit.end > other.at)) kept.push(hit)
  return kept.map((hit) => ({ value: hit.factor, relative: true, scale: true, at: hit.at, end: hit.end }))
}

/** "3 dB quieter", "低 2 dB" said after: a direction word right after the amount (before: -1 so no target applies). */
function directionAfter(after: string): { sign: 1 | -1; end: number } | undefined {
  const next = after.replace(/^\s+/, '').slice(0, 10)
  const first = (list: typeof VOCABULARY.downAfter) => list.find(next).some((hit) => hit.at === 0)
  if (first(VOCABULARY.downAfter)) return { sign: -1, end: Number.MAX_SAFE_INTEGER }
  if (first(VOCABULARY.upAfter)) return { sign: 1, end: Number.MAX_SAFE_INTEGER }
  return undefined
}

const DECIBELS = wordList(VOCABULARY.units.filter((unit) => unit.unit === 'db').flatMap((unit) => unit.words))

/** The unit written right after a number (spaces and 个 skipped), or a "per octave" right before it. */
function unitAfter(
  lower: string,
  from: number,
  numberAt: number,
): { unit: Unit; factor?: number; end: number } | undefined {
  const rest = lower.slice(from).replace(/^[\s个]*/, '')
  const skipped = lower.length - from - rest.length
  const perOctave = VOCABULARY.perOctaveBefore.find(lower.slice(Math.max(0, numberAt - 8), numberAt))
  const decibels = DECIBELS.find(rest)[0]
  if (perOctave.length > 0 && decibels?.at === 0)
    return { unit: 'dbPerOctave', end: from + skipped + decibels.end }
  for (const unit of VOCABULARY.units) {
    const hit = unit.list.find(rest)[0]
    if (hit && hit.at === 0)
      return {
        unit: unit.unit as Unit,
        ...(unit.factor ? { factor: unit.factor } : {}),
        end: from + skipped + hit.end,
      }
  }
  return undefined
}

/** The last direction word of the text before a number, unless it is part of a non-direction word (增益). */
function directionIn(before: string): { sign: 1 | -1; end: number } | undefined {
  const blocked = VOCABULARY.notDirection.find(before)
  // A word blocks a direction it overlaps at either end ("降噪", "压缩"); a word in the gap of "pull…back"
  // ("pull the input trim back") does not.
  const inside = (at: number, word: { at: number; end: number }) => at >= word.at && at < word.end
  const free = (hit: { at: number; end: number }) =>
    !blocked.some((word) => inside(hit.at, word) || inside(hit.end - 1, word))
  const down = VOCABULARY.downBefore.find(before).filter(free).at(-1)
  const up = VOCABULARY.upBefore.find(before).filter(free).at(-1)
  if (!down && !up) return undefined
  if (down && (!up || down.at >= up.at)) return { sign: -1, end: down.end }
  return { sign: 1, end: up!.end }
}

/** A target word after the direction word ("降到", "lower it to") makes the number what to set. */
function targetAfter(before: string, from: number): boolean {
  return VOCABULARY.target.find(before.slice(from)).length > 0
}
