import type { Token } from './tokens.ts'

/** A module word of a sentence and where it was said (its index among the tokens). */
export interface Placed<T> {
  item: T
  index: number
}

/**
 * Splits the setting words of a sentence among the modules it names: a parameter with its value (频率220,
 * "0.5 feedback") stays one unit; each unit goes to the nearest module word, the following one on a tie
 * ("a sawtooth oscillator", 方波振荡器, "an oscillator at 110 Hz"). `accepts` moves a unit to the next
 * nearest module when the first lacks the parameter (a waveform is no speaker's).
 */
export function bindValues<T>(
  tokens: readonly Token[],
  modules: readonly Placed<T>[],
  accepts: (item: T, unit: readonly Token[]) => boolean,
): Map<T, Token[]> {
  const bound = new Map<T, Token[]>()
  for (const unit of settingUnits(tokens)) {
    const byDistance = [...modules].sort(
      (a, b) => distance(a.index, unit.index) - distance(b.index, unit.index) || b.index - a.index,
    )
    const owner = byDistance.find((module) => accepts(module.item, unit.tokens)) ?? byDistance[0]
    if (!owner) continue
    bound.set(owner.item, [...(bound.get(owner.item) ?? []), ...unit.tokens])
  }
  return bound
}

function distance(a: number, b: number): number {
  return Math.abs(a - b)
}

/** Parameter words with the value said next to them, and lone values, with where each unit starts. */
function settingUnits(tokens: readonly Token[]): Array<{ index: number; tokens: Token[] }> {
  const units: Array<{ index: number; tokens: Token[] }> = []
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    if (!isSetting(token)) continue
    const next = tokens[index + 1]
    const pairs =
      next !== undefined &&
      isSetting(next) &&
      (token.kind === 'param') !== (next.kind === 'param') &&
      !(token.kind === 'number' && token.measure)
    units.push({ index, tokens: pairs ? [token, next] : [token] })
    if (pairs) index++
  }
  return units
}

function isSetting(token: Token): boolean {
  return token.kind === 'param' || token.kind === 'value' || (token.kind === 'number' && !token.measure)
}
