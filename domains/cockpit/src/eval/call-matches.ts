import type { EvalCall } from './eval-case.ts'

/**
 * Whether `predicted` satisfies `expected` under the contract: equal names, every expected parameter
 * equal (strings case-insensitive, numbers exact, objects recursively) and no parameter the
 * expectation lacks.
 */
export function callMatches(expected: EvalCall, predicted: EvalCall): boolean {
  return expected.name === predicted.name && valueMatches(expected.params, predicted.params)
}

function valueMatches(expected: unknown, predicted: unknown): boolean {
  if (typeof expected === 'string') {
    return typeof predicted === 'string' && expected.toLowerCase() === predicted.toLowerCase()
  }
  if (Array.isArray(expected)) {
    return (
      Array.isArray(predicted) &&
      expected.length === predicted.length &&
      expected.every((item, i) => valueMatches(item, predicted[i]))
    )
  }
  if (isRecord(expected)) return isRecord(predicted) && recordMatches(expected, predicted)
  // Numbers exact, booleans and null by identity: 24 and '24' differ.
  return expected === predicted
}

function recordMatches(expected: Record<string, unknown>, predicted: Record<string, unknown>): boolean {
  const expectedKeys = presentKeys(expected)
  const predictedKeys = presentKeys(predicted)
  if (predictedKeys.some((key) => !expectedKeys.includes(key))) return false
  return expectedKeys.every((key) => key in predicted && valueMatches(expected[key], predicted[key]))
}

// A key holding `undefined` is how JavaScript spells "left out"; JSON cannot carry it anyway.
function presentKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Whether the two call lists match one-to-one, in any order. */
export function callsMatch(expected: readonly EvalCall[], predicted: readonly EvalCall[]): boolean {
  if (expected.length !== predicted.length) return false
  // Matching is bipartite: each expected call may accept several predicted ones, so find a
  // perfect matching by augmenting paths (lists are a handful of calls long).
  const owner: number[] = predicted.map(() => -1)
  const tryAssign = (e: number, seen: boolean[]): boolean => {
    for (let p = 0; p < predicted.length; p++) {
      if (seen[p] || !callMatches(expected[e]!, predicted[p]!)) continue
      seen[p] = true
      if (owner[p] === -1 || tryAssign(owner[p]!, seen)) {
        owner[p] = e
        return true
      }
    }
    return false
  }
  return expected.every((_, e) =>
    tryAssign(
      e,
      predicted.map(() => false),
    ),
  )
}

/** The `name.action` key of a call (just `name` when it has no action), as intent accuracy counts them. */
export function intentKey(call: EvalCall): string {
  const action = call.params.action
  return action === undefined ? call.name : `${call.name}.${String(action)}`
}

/** Whether the two lists hold the same multiset of intents. */
export function intentsMatch(expected: readonly EvalCall[], predicted: readonly EvalCall[]): boolean {
  if (expected.length !== predicted.length) return false
  const a = expected.map(intentKey).sort()
  const b = predicted.map(intentKey).sort()
  return a.every((key, i) => key === b[i])
}
