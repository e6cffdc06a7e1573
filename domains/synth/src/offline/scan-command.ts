import { CHINESE_NUMERAL, englishNumber, parseChineseNumber } from '@mindwire/understanding'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import {
  CATEGORY_WORDS,
  CLAUSE_CLOSERS,
  CLAUSE_END_VERB_WORDS,
  CLAUSE_OPENERS,
  CLAUSE_START_VERB_WORDS,
  CLOSING_OUT_WORDS,
  COVERED_WORDS,
  EITHER_PARAMETER_WORDS,
  GENERIC_MODULE_WORDS,
  INTERVAL_WORDS,
  MEASURE_WORDS,
  MODULE_WORDS,
  NAMED_NOTES,
  NOTE_LENGTH_WORDS,
  ORDINAL_WORDS,
  PARAMETER_WORDS,
  PATCHES,
  PORT_WORDS,
  ROLE_WORDS,
  SIGN_WORDS,
  SILENT_WORDS,
  SPOKEN_AMOUNTS,
  TIMBRE_DESCRIBING_WORDS,
  TIMBRE_WORDS,
  UNIT_WORDS,
  UNSUPPORTED_WORDS,
  type Unit,
  VALUE_WORDS,
  VERB_WORDS,
} from './lexicon.ts'
import { markDefinite, numbered } from './scan-context.ts'
import type { Token, TokenKind } from './tokens.ts'
import relative from './vocabulary/relative-amounts.json' with { type: 'json' }

const NOTE = /^([a-g])(#|♯|b|♭)?([0-8])(?![a-z0-9])/
const PITCH_CLASS: Readonly<Record<string, number>> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 }

interface Entry {
  text: string
  ascii: boolean
  /** Undefined for a silent word: matched (so its parts are not) and dropped. */
  token: TokenKind | undefined
  /** Read only where it closes a clause (the delay on, 混响关). */
  clauseEnd?: boolean
  /** Read only where it opens a clause (开混响, 先关延迟); kept only with a module after it. */
  clauseStart?: boolean
}

const STATIC_ENTRIES: Entry[] = [
  ...MODULE_WORDS.map(([text, types]) =>
    entry(text, { kind: 'module', types, ...(GENERIC_MODULE_WORDS.has(text) ? { generic: true } : {}) }),
  ),
  ...CATEGORY_WORDS.map(([text, types]) => entry(text, { kind: 'module', types, category: true })),
  ...VERB_WORDS.map(([text, verb]) => entry(text, { kind: 'verb', verb })),
  ...CLAUSE_END_VERB_WORDS.map(([text, verb]) => ({
    ...entry(text, { kind: 'verb', verb }),
    clauseEnd: true,
  })),
  ...CLOSING_OUT_WORDS.map((text) => ({ ...entry(text, { kind: 'verb', verb: 'delete' }), clauseEnd: true })),
  ...CLAUSE_START_VERB_WORDS.map(([text, verb]) => ({
    ...entry(text, { kind: 'verb', verb, opens: true }),
    clauseStart: true,
  })),
  ...INTERVAL_WORDS.map(([text, semitones]) => ({
    ...entry(text, { kind: 'number', value: semitones, unit: 'semitones' }),
    clauseEnd: true,
  })),
  // Before the parameter words: on equal length (bass), the timbre reading wins; frame-timbre undoes it.
  ...TIMBRE_WORDS.map(([text, patch]) => entry(text, { kind: 'timbre', patch, ...paramOf(patch) })),
  ...PARAMETER_WORDS.map(([text, names]) => entry(text, { kind: 'param', names })),
  ...EITHER_PARAMETER_WORDS.map(([text, names]) => entry(text, { kind: 'param', names, either: true })),
  ...UNSUPPORTED_WORDS.map((text) => entry(text, { kind: 'unsupported' })),
  ...COVERED_WORDS.map(([text, parameters]) => entry(text, { kind: 'unsupported', coveredBy: parameters })),
  ...VALUE_WORDS.map(([text, value, parameter]) => entry(text, { kind: 'value', value, parameter })),
  ...PORT_WORDS.map(([text, name]) => entry(text, { kind: 'port', name })),
  ...ROLE_WORDS.map(([text, role]) =>
    role === 'break' ? entry(text, { kind: 'break' }) : entry(text, { kind: 'role', role }),
  ),
  ...ORDINAL_WORDS.map(([text, index]) => entry(text, { kind: 'ordinal', index })),
  ...SILENT_WORDS.map((text) => entry(text, undefined)),
  ...SPOKEN_AMOUNTS.map(([text, amount]) =>
    entry(text, { kind: 'number', value: amount.value, unit: amount.unit }),
  ),
  ...NAMED_NOTES.map(([text, note]) => entry(text, { kind: 'number', value: noteHertz(note)!, unit: 'Hz' })),
  // Last: on equal length a verb or role (raise, down, 降低) keeps its reading; plan-relative reads both.
  ...relativeEntries(),
  // Describing a sound is the weakest reading: any other word of equal length keeps its own.
  ...TIMBRE_DESCRIBING_WORDS.map(([text, patch]) => entry(text, { kind: 'timbre', patch, describes: true })),
]

/** A timbre word that also names a parameter ("bass", the EQ's low band) when a value is said with it. */
function paramOf(patch: string): { param?: readonly string[] } {
  const param = PATCHES.get(patch)?.param
  return param ? { param } : {}
}

function relativeEntries(): Entry[] {
  return [
    ...relative.up.map((text) => entry(text, { kind: 'relative', direction: 1 })),
    ...relative.down.map((text) => entry(text, { kind: 'relative', direction: -1 })),
    ...relative.small.map((text) => entry(text, { kind: 'relative', small: true })),
    ...relative.factors.flatMap((row) =>
      row.words.map((text) => entry(text, { kind: 'relative', factor: row.factor })),
    ),
    ...relative.implied.flatMap((row) =>
      row.words.map((text) =>
        entry(text, {
          kind: 'relative',
          direction: row.direction === 1 ? 1 : -1,
          parameters: row.parameters,
          ...('complaint' in row && row.complaint ? { complaint: true } : {}),
        }),
      ),
    ),
  ]
}

const BREAK = /^[，,。.;；!！?？\n]/

/**
 * Splits a command into tokens by longest match against the lexicon, the canvas's own module ids and
 * names, and numbers (Arabic or Chinese, with a unit). Latin words match only whole (so "eq" is not
 * found inside "frequency"); unknown characters are skipped.
 */
export function scanCommand(text: string, canvas: CanvasSnapshot): Token[] {
  const spaced = text.replace(/\s+/g, ' ')
  const source = spaced.toLowerCase()
  // Token text keeps the person's spelling (LFO, not lfo) when lowercasing kept the positions.
  const original = spaced.length === source.length ? spaced : source
  // The lexicon's entries are sorted once per tempo; only the canvas's own names are sorted per message.
  const entries = lexiconEntries(canvas)
  const named = byFirstChar(canvasEntries(canvas))
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const rest = source.slice(i)
    if (BREAK.test(rest) && !/^\.\d/.test(rest)) {
      tokens.push({ kind: 'break', at: i, end: i + 1, text: source[i]! })
      i++
      continue
    }
    // 百分之五十: the number that follows carries the percent (百 alone would read as 100).
    if (rest.startsWith('百分之')) {
      i += 3
      continue
    }
    const match = preferred(
      longestMatch(source, i, named.get(source[i]!) ?? []),
      longestMatch(source, i, entries.get(source[i]!) ?? []),
    )
    if (match) {
      const end = i + match.text.length
      if (match.token) tokens.push({ ...match.token, at: i, end, text: original.slice(i, end) })
      i += match.text.length
      continue
    }
    const number = readNumber(source, i)
    if (number) {
      tokens.push({ ...number.token, at: i, end: number.end, text: original.slice(i, number.end) })
      i = number.end
      continue
    }
    i++
  }
  return withoutTitles(withSwitchesOpening(numbered(markDefinite(tokens, source), source, canvas)), source)
}

/**
 * 开/关 read where a clause opens switch what follows only when a module follows (开混响, 关一下第二个振荡器);
 * before anything else (开始, 开大) they are left unread, so the gate asks about them.
 */
function withSwitchesOpening(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    if (token.kind !== 'verb' || !token.opens) return true
    const next = tokens[index + 1]
    return next?.kind === 'module' || (next?.kind === 'ordinal' && tokens[index + 2]?.kind === 'module')
  })
}

/**
 * "Build a simple synth: oscillator into a speaker", 搭一个合成器：振荡器、扬声器: a module word right before a
 * colon that a list of modules follows names the whole patch, not one more module.
 */
function withoutTitles(tokens: Token[], source: string): Token[] {
  return tokens.filter((token, index) => {
    const next = tokens[index + 1]
    return !(
      token.kind === 'module' &&
      next?.kind === 'module' &&
      /^\s*[:：]\s*$/.test(source.slice(token.end, next.at))
    )
  })
}

const LEXICON_BY_TEMPO = new Map<number, Map<string, Entry[]>>()

/** The lexicon's entries by first character, longest first, with note lengths at the canvas's tempo. */
function lexiconEntries(canvas: CanvasSnapshot): Map<string, Entry[]> {
  const bpm = tempoOf(canvas)
  let entries = LEXICON_BY_TEMPO.get(bpm)
  if (!entries) {
    entries = byFirstChar([...STATIC_ENTRIES, ...noteLengthEntries(bpm)])
    LEXICON_BY_TEMPO.set(bpm, entries)
  }
  return entries
}

/** The longer of a canvas name and a lexicon word matched at one place; on equal length the canvas name. */
function preferred(named: Entry | undefined, word: Entry | undefined): Entry | undefined {
  if (!named) return word
  if (!word) return named
  return word.text.length > named.text.length ? word : named
}

/** The catalogue's default tempo (the sequencer's bpm), for note lengths on a canvas without a sequencer. */
const DEFAULT_BPM = 120

/** The canvas's tempo: its sequencer's bpm when there is one. */
function tempoOf(canvas: CanvasSnapshot): number {
  return Number(canvas.nodes.find((node) => node.type === 'sequencer')?.params.bpm ?? DEFAULT_BPM)
}

/** Note lengths as seconds at a tempo. */
function noteLengthEntries(bpm: number): Entry[] {
  return NOTE_LENGTH_WORDS.map(([text, beats]) =>
    entry(text, { kind: 'number', value: Math.round(((beats * 60) / bpm) * 1000) / 1000, unit: 's' }),
  )
}

/** A note's frequency (A4 = 440 Hz, equal temperament, MIDI 69), rounded to a hundredth of a hertz. */
function noteHertz(name: string): number | undefined {
  const match = NOTE.exec(name.toLowerCase())
  if (!match) return undefined
  const accidental = match[2] === '#' || match[2] === '♯' ? 1 : match[2] ? -1 : 0
  const midi = (Number(match[3]) + 1) * 12 + PITCH_CLASS[match[1]!]! + accidental
  return Math.round(440 * 2 ** ((midi - 69) / 12) * 100) / 100
}

const MODULE_WORD_SET: ReadonlySet<string> = new Set(MODULE_WORDS.map(([word]) => word))

function canvasEntries(canvas: CanvasSnapshot): Entry[] {
  const entries: Entry[] = []
  for (const node of canvas.nodes) {
    entries.push(entry(node.id, { kind: 'module', types: [node.type], nodeId: node.id }))
    // A name of one character would match everywhere; such modules are still reachable by type or id. A
    // default name that is also a type word (振荡器) stays a type word: with two oscillators it is a question.
    if ([...node.name].length >= 2 && !MODULE_WORD_SET.has(node.name.toLowerCase()))
      entries.push(entry(node.name, { kind: 'module', types: [node.type], nodeId: node.id }))
  }
  return entries
}

function entry(text: string, token: TokenKind | undefined): Entry {
  const lower = text.toLowerCase()
  return { text: lower, ascii: /^[\x20-\x7e]+$/.test(lower) && /[a-z]/.test(lower), token }
}

function byFirstChar(entries: Entry[]): Map<string, Entry[]> {
  const map = new Map<string, Entry[]>()
  for (const item of entries) {
    const list = map.get(item.text[0]!) ?? []
    list.push(item)
    map.set(item.text[0]!, list)
  }
  // Longest first; the sort is stable, so on equal length a canvas name (listed first) beats the lexicon.
  for (const list of map.values()) list.sort((a, b) => b.text.length - a.text.length)
  return map
}

function longestMatch(source: string, at: number, candidates: Entry[]): Entry | undefined {
  for (const candidate of candidates) {
    if (!source.startsWith(candidate.text, at)) continue
    // A name ending in a digit (振荡器 2) is not the start of a number (振荡器 220).
    if (/\d$/.test(candidate.text) && /\d/.test(source[at + candidate.text.length] ?? '')) continue
    if (candidate.ascii && !wordBounded(source, at, candidate)) continue
    if (candidate.clauseEnd && !closesClause(source, at + candidate.text.length)) continue
    if (candidate.clauseStart && !opensClause(source, at)) continue
    return candidate
  }
  return undefined
}

const CLOSERS = new RegExp(
  `^\\s*(?:$|[，,。.;；!！?？\\n]|(?:${CLAUSE_CLOSERS.map(escaped).join('|')})(?![a-z]))`,
)

/** Whether the words from `at` on start a new clause: the end, punctuation, or a closer (and, then, 吧). */
function closesClause(source: string, at: number): boolean {
  return CLOSERS.test(source.slice(at))
}

const OPENERS = new RegExp(`(?:^|[，,。.;；!！?？\\n]|${CLAUSE_OPENERS.map(escaped).join('|')})\\s*$`)

/** Whether a clause opens at `at`: the start, punctuation, or an opener (然后, 先, 请) right before it. */
function opensClause(source: string, at: number): boolean {
  return OPENERS.test(source.slice(Math.max(0, at - 8), at))
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function wordBounded(source: string, at: number, candidate: Entry): boolean {
  const before = source[at - 1]
  if (before !== undefined && /[a-z0-9]/.test(before) && /^[a-z0-9]/.test(candidate.text)) return false
  let end = at + candidate.text.length
  // Plurals: "oscillators", "delays", "echoes".
  if (candidate.token?.kind === 'module') {
    if (source.startsWith('es', end) && !/[a-z0-9]/.test(source[end + 2] ?? '')) end += 2
    else if (source[end] === 's' && !/[a-z0-9]/.test(source[end + 1] ?? '')) end += 1
    if (end > at + candidate.text.length) {
      candidate = { ...candidate, text: source.slice(at, end) }
    }
  }
  const after = source[end]
  return !(after !== undefined && /[a-z0-9]/.test(after) && /[a-z0-9]$/.test(candidate.text))
}

function readNumber(source: string, at: number): { token: TokenKind; end: number } | undefined {
  const rest = source.slice(at)
  // A note by name (A3, c#4): its frequency; not inside a word (an id such as "delay-1" stays an id).
  const note = NOTE.exec(rest)
  if (note && !/[a-z0-9]/.test(source[at - 1] ?? ''))
    return { token: { kind: 'number', value: noteHertz(note[0])!, unit: 'Hz' }, end: at + note[0].length }
  let value: number | undefined
  let end = at
  // "minus 20", 负20: a sign said as a word before the digits.
  const sign = SIGN_WORDS.find((word) => rest.startsWith(word) && /^\s?\d/.test(rest.slice(word.length)))
  const digits = sign ? rest.slice(sign.length).trimStart() : rest
  const arabic = /^[-−]?\d+(?:\.\d+)?/.exec(digits)
  const previous = source[at - 1]
  if (arabic && !(previous && /[a-z]/.test(previous))) {
    value = (sign ? -1 : 1) * Number(arabic[0].replace('−', '-'))
    end = at + (rest.length - digits.length) + arabic[0].length
  } else {
    const negative = rest.startsWith('负') ? 1 : 0
    const chinese = CHINESE_NUMERAL.exec(rest.slice(negative))
    if (chinese) {
      // 一点 / 一点点 means "a little", not a number; a trailing 点 belongs to the next word.
      const numeral = chinese[0].replace(/点+$/, '')
      if (numeral === '' || (numeral === '一' && chinese[0].length > 1)) return undefined
      const parsed = parseChineseNumber(numeral)
      if (parsed === undefined) return undefined
      value = negative ? -parsed : parsed
      end = at + negative + numeral.length
    } else if (!(previous && /[a-z]/.test(previous))) {
      const word = englishNumber(rest)
      if (!word || /[a-z]/.test(rest[word.length] ?? '')) return undefined
      value = word.value
      end = at + word.length
    }
  }
  if (value === undefined) return undefined
  // 百分之五十 is 50 %.
  if (source.slice(Math.max(0, at - 3), at) === '百分之')
    return { token: { kind: 'number', value, unit: '%' }, end }
  const unit = readUnit(source, end)
  if (unit) return { token: { kind: 'number', value, unit: unit.unit }, end: unit.end }
  const measure = MEASURE_WORDS.find((word) => source.startsWith(word, end))
  if (measure) return { token: { kind: 'number', value, measure: true }, end: end + measure.length }
  return { token: { kind: 'number', value }, end }
}

function readUnit(source: string, at: number): { unit: Unit; end: number } | undefined {
  const start = source[at] === ' ' ? at + 1 : at
  for (const [text, unit] of UNIT_WORDS) {
    if (!source.startsWith(text, start)) continue
    if (/^[a-z]/.test(text) && /[a-z]/.test(source[start + text.length] ?? '')) continue
    return { unit, end: start + text.length }
  }
  return undefined
}
