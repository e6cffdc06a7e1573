import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { Token } from './tokens.ts'

// The shapes of a clause's words that decide how it is read: settings grouped by the module they follow, a
// wish about a module already there, "more" of a module present, a limit said beside a number.

/**
 * A setting clause cut where a second module word starts after a value was said ("the oscillator to 220 and
 * the reverb wet to 0.3"); the ordinal or pronoun right before that module goes with it. A clause naming
 * several modules before one value ("set the reverb and the delay wet to 0.3") stays whole.
 */
export function settingGroups(tokens: readonly Token[]): Token[][] {
  const groups: Token[][] = [[]]
  for (const token of tokens) {
    const current = groups.at(-1)!
    const hasModule = current.some((held) => held.kind === 'module')
    const hasValue = current.some((held) => held.kind === 'number' || held.kind === 'value')
    if (token.kind === 'module' && hasModule && hasValue) {
      const lead: Token[] = []
      while (current.length > 0 && LEADS_MODULE.has(current.at(-1)!.kind)) lead.unshift(current.pop()!)
      groups.push([...lead, token])
    } else current.push(token)
  }
  return groups
}

const LEADS_MODULE: ReadonlySet<Token['kind']> = new Set<Token['kind']>(['ordinal', 'role'])

/** The first module said after an add is one on the canvas said with "the", and a value or change follows. */
export function wishedChange(after: readonly Token[], canvas: CanvasSnapshot): boolean {
  const index = after.findIndex((token) => token.kind === 'module')
  const module = after[index]
  return (
    module?.kind === 'module' &&
    module.definite === true &&
    canvas.nodes.some((node) => module.types.includes(node.type) || node.id === module.nodeId) &&
    after
      .slice(index + 1)
      .some((token) => token.kind === 'relative' || token.kind === 'number' || token.kind === 'value')
  )
}

/**
 * A direction word right before a module word whose type is on the canvas ("more reverb", "less delay"), or a
 * small amount opening an add clause (加一点混响).
 */
export function moreOfPresent(tokens: readonly Token[], canvas: CanvasSnapshot): boolean {
  return tokens.some((token, index) => {
    const next = tokens[index + 1]
    // "One more reverb" is another one.
    // 再加一点混响, "add a bit of reverb": said right after an add verb (which `tokens` of an add clause do not
    // hold), a small amount is an amount too.
    const previous = tokens[index - 1]
    const addedAmount =
      token.kind === 'relative' &&
      token.small === true &&
      (previous === undefined || (previous.kind === 'verb' && previous.verb === 'add'))
    return (
      previous?.kind !== 'number' &&
      token.kind === 'relative' &&
      (token.direction !== undefined || addedAmount) &&
      next?.kind === 'module' &&
      canvas.nodes.some((node) => next.types.includes(node.type))
    )
  })
}

/**
 * "Push the feedback above 0.9", 反馈0.9以上: a limit is not a value, and setting the limit itself would be a
 * guess; the question to ask, or undefined when no bound word stands beside a number.
 */
export function boundQuestion(tokens: readonly Token[], chinese: boolean): string | undefined {
  return tokens.some((token, index) => isBound(token) && nextToNumber(tokens, index))
    ? boundWords(chinese)
    : undefined
}

function isBound(token: Token): boolean {
  return token.kind === 'role' && token.role === 'bound'
}

/** A bound word right before a number (above 0.9) or right after one (0.9以上). */
function nextToNumber(tokens: readonly Token[], index: number): boolean {
  return tokens[index + 1]?.kind === 'number' || tokens[index - 1]?.kind === 'number'
}

function boundWords(chinese: boolean): string {
  return chinese
    ? '要设成具体多少？比如“反馈调到 0.9”。'
    : 'To exactly what value? For example "set the feedback to 0.9".'
}
