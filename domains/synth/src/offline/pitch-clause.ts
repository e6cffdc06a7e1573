import type { Token } from './tokens.ts'

const PITCH_NAMES: ReadonlySet<string> = new Set(['freq', 'octave', 'semi', 'transpose'])

/**
 * "Raise the oscillator a fifth and turn the reverb up", 把振荡器升高五度，再把延迟关掉: a pitch shift in the
 * first clause and other steps after it. The shift's clause ends at the first module, verb or break after its
 * amount; the rest is read as its own request. Undefined when nothing that acts follows the amount (drop the
 * poly synth and the oscillator an octave is one shift of both).
 */
export function pitchThenMore(tokens: readonly Token[]): { head: Token[]; tail: Token[] } | undefined {
  const amount = tokens.findIndex(
    (token) =>
      (token.kind === 'number' && token.unit === 'semitones') ||
      (token.kind === 'param' && (token.names[0] === 'octave' || token.names[0] === 'semi')),
  )
  if (amount < 0 || !tokens.slice(0, amount).some((token) => token.kind === 'module')) return undefined
  const cut = tokens.findIndex(
    (token, index) =>
      index > amount && (token.kind === 'module' || token.kind === 'verb' || token.kind === 'break'),
  )
  if (cut < 0) return undefined
  const head = tokens.slice(0, cut)
  const tail = tokens.slice(cut)
  const acts = tail.some(
    (token) =>
      ['verb', 'number', 'value', 'relative'].includes(token.kind) ||
      (token.kind === 'role' && token.role === 'up') ||
      (token.kind === 'role' && token.role === 'down'),
  )
  return acts && onlyPitch(head) ? { head, tail } : undefined
}

/** A sentence that names no parameter but pitch ones: a pitch shift may read it whole. */
export function onlyPitch(tokens: readonly Token[]): boolean {
  return tokens.every((token) => token.kind !== 'param' || PITCH_NAMES.has(token.names[0]!))
}
