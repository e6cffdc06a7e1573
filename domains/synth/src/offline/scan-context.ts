import type { CanvasSnapshot } from '../graph/canvas.ts'
import { DEFINITE_WORDS } from './lexicon.ts'
import type { Token } from './tokens.ts'

// Passes over the scanned tokens that read a word by what surrounds it: the canvas's count of a type after a
// module word, the article before it.

/**
 * "Osc 2", 振荡器1, "oscillator two": a whole number right after a module word, when the canvas holds that
 * many of its type and more than one, counts among them (an ordinal); a larger number stays a value.
 */
export function numbered(tokens: Token[], source: string, canvas: CanvasSnapshot): Token[] {
  const result: Token[] = []
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1]
    const count =
      previous?.kind === 'module'
        ? canvas.nodes.filter((node) => previous.types.includes(node.type)).length
        : 0
    if (
      previous?.kind === 'module' &&
      !previous.nodeId &&
      token.kind === 'number' &&
      token.unit === undefined &&
      !token.measure &&
      Number.isInteger(token.value) &&
      token.value >= 1 &&
      token.value <= count &&
      count > 1 &&
      /^ ?$/.test(source.slice(previous.end, token.at))
    ) {
      result.splice(result.length - 1, 0, {
        kind: 'ordinal',
        index: token.value,
        at: token.at,
        end: token.end,
        text: token.text,
      })
      return
    }
    result.push(token)
  })
  return result
}

/** Marks module words said right after "the", "my", 这个 (only spaces between). */
export function markDefinite(tokens: Token[], source: string): Token[] {
  return tokens.map((token, index) => {
    if (token.kind !== 'module') return token
    const before = source.slice(tokens[index - 1]?.end ?? 0, token.at).trimEnd()
    const definite = DEFINITE_WORDS.some(
      (word) => before.endsWith(word) && !/[a-z]/.test(before[before.length - word.length - 1] ?? ''),
    )
    return definite ? { ...token, definite } : token
  })
}
