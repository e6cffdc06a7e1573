import type { Verb } from './lexicon.ts'
import type { Token } from './tokens.ts'

/** A verb with the words that belong to it: `before` the verb (把振荡器 连到…) and `after` it. */
export interface Segment {
  verb: Verb | undefined
  before: Token[]
  after: Token[]
  /** The verb as said (raise, 降低): it may also say which way a value moves. */
  said?: Token
  /** Said with a negation (don't delete…, 别动…): read for its references, never done. */
  negated?: boolean
}

const LIST_VERBS: ReadonlySet<Verb | undefined> = new Set<Verb | undefined>(['add', 'delete'])

/**
 * Groups tokens by verb. Clauses (split at punctuation and 然后/then) without a verb continue the previous
 * verb when they only name modules ("add an oscillator, a filter and an output"), and read as a setting
 * when they carry values ("频率220"). Words before a clause's first verb belong to that verb (把混响的湿度
 * 调到0.3), unless they only continue the list of the clause before (…, a filter and an output and connect them).
 */
export function segmentTokens(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = []
  for (const clause of clauses(tokens)) {
    const firstVerb = clause.findIndex((token) => token.kind === 'verb')
    const lead = firstVerb < 0 ? clause : clause.slice(0, firstVerb)
    const previous = segments.at(-1)
    // "…再接扬声器": a clause that opens with a feeds-word goes on with the chain of the clause before.
    const feedsOn = previous !== undefined && firstVerb < 0 && isFeed(lead[0])
    const continues =
      feedsOn ||
      (previous !== undefined &&
        lead.length > 0 &&
        onlyModules(lead) &&
        (firstVerb < 0 || (LIST_VERBS.has(previous.verb) && !closesOn(clause[firstVerb]))))
    if (continues) previous.after.push(...lead)
    if (firstVerb < 0) {
      if (!continues && lead.length > 0)
        segments.push({ verb: impliedVerb(lead), before: lead, after: [], negated: lead.some(isNegation) })
      continue
    }
    let current: Segment | undefined
    clause.forEach((token, index) => {
      if (index < firstVerb) return
      // "Switch the reverb off": a set verb that said no value before a switch verb was only its first half.
      if (
        token.kind === 'verb' &&
        current &&
        isSwitch(token.verb) &&
        current.verb === 'set' &&
        !saysValue(current)
      ) {
        current.verb = token.verb
        current.said = token
        return
      }
      // "Turn off the oscillator and the delay on": a switch word said after its module takes that module
      // from the clause before, which keeps its own; the direction is the later word's, not the first verb's.
      const taken =
        token.kind === 'verb' && current && isSwitch(token.verb) && !moduleFollows(clause, index)
          ? trailingModule(current)
          : undefined
      if (taken && token.kind === 'verb') {
        current = { verb: token.verb, before: taken, after: [], negated: taken.some(isNegation), said: token }
        segments.push(current)
        return
      }
      if (token.kind === 'verb') {
        const said = current ? current.after : lead
        const negated = said.some(isNegation)
        current = {
          verb: token.verb,
          before: current || continues ? [] : [...lead],
          after: [],
          negated,
          said: token,
        }
        segments.push(current)
      } else current!.after.push(token)
    })
  }
  return segments
}

/**
 * 再 before an amount or a feeds-word means "further" (高频再减4dB, 混响再湿一点, 键盘接小号再接扬声器), not
 * "and then" (…再把频率调到110): there it does not split the clause.
 */
function isFurther(token: Token, next: Token | undefined): boolean {
  return token.text === '再' && (next?.kind === 'relative' || isFeed(next))
}

/** Whether a module is named after the verb at `index` before the clause's next verb. */
function moduleFollows(clause: readonly Token[], index: number): boolean {
  for (const token of clause.slice(index + 1)) {
    if (token.kind === 'verb') return false
    if (token.kind === 'module') return true
  }
  return false
}

/**
 * The last module a segment's words end with (with its ordinal: the second oscillator), taken out of the
 * segment; undefined unless the segment still names another module (or a parameter) of its own.
 */
function trailingModule(segment: Segment): Token[] | undefined {
  const words = segment.after
  let start = words.length - 1
  if (words[start]?.kind !== 'module') return undefined
  while (start > 0 && (words[start - 1]!.kind === 'ordinal' || isNegation(words[start - 1]!))) start--
  const kept = [...segment.before, ...words.slice(0, start)]
  // A parameter named (the lfo rate) says its module too.
  if (!kept.some((token) => token.kind === 'module' || token.kind === 'param')) return undefined
  return words.splice(start)
}

/**
 * "…, then the reverb off": a switch word said after the modules of its clause takes them; they do not
 * go on with the list of the verb before (delete the delay, then turn the reverb off).
 */
function closesOn(token: Token | undefined): boolean {
  return token?.kind === 'verb' && isSwitch(token.verb) && !token.opens
}

function isSwitch(verb: Verb): boolean {
  return verb === 'enable' || verb === 'disable'
}

function saysValue(segment: Segment): boolean {
  return [...segment.before, ...segment.after].some(
    (token) => token.kind === 'number' || token.kind === 'value' || token.kind === 'relative',
  )
}

function isFeed(token: Token | undefined): boolean {
  return token?.kind === 'role' && token.role === 'to'
}

function isNegation(token: Token): boolean {
  return token.kind === 'role' && token.role === 'not'
}

function clauses(tokens: readonly Token[]): Token[][] {
  const result: Token[][] = [[]]
  tokens.forEach((token, index) => {
    if (token.kind !== 'break') result.at(-1)!.push(token)
    else if (!isFurther(token, tokens[index + 1])) result.push([])
  })
  return result.filter((clause) => clause.length > 0)
}

function onlyModules(tokens: readonly Token[]): boolean {
  return tokens.every(
    (token) =>
      token.kind === 'module' ||
      // A count before a module word (两个, two): "…, two oscillators and a reverb".
      (token.kind === 'number' && token.unit === undefined && Number.isInteger(token.value)) ||
      (token.kind === 'role' && (token.role === 'all' || token.role === 'them' || token.role === 'it')),
  )
}

/** A clause without a verb: "A into B" connects, "频率220" sets, a bare module name is looked at. */
function impliedVerb(tokens: readonly Token[]): Verb | undefined {
  const linked = tokens.some(
    (token, index) =>
      token.kind === 'role' &&
      token.role === 'to' &&
      // "The delay's feedback to 0.7 and the reverb's decay to 6": a "to" before a value sets it, never links.
      tokens[index + 1]?.kind !== 'number' &&
      tokens[index + 1]?.kind !== 'value' &&
      tokens.slice(0, index).some((before) => before.kind === 'module') &&
      tokens.slice(index + 1).some((after) => after.kind === 'module'),
  )
  if (linked) return 'connect'
  return carriesValue(tokens) ? 'set' : undefined
}

function carriesValue(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      token.kind === 'param' || token.kind === 'value' || (token.kind === 'number' && !token.measure),
  )
}
