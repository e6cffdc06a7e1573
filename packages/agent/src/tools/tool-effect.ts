/**
 * What a call that ran without an error really did (issue 44: a no-op or a misfire is no success):
 * `changed` — the application's state is different now; `read` — a lookup answered (nothing to change);
 * `none` — accepted but nothing changed (the value was already that); `refused` — the handler answered
 * why it would not act instead of acting.
 */
export type ToolEffect = 'changed' | 'read' | 'none' | 'refused'

/** The effects that count as a tool doing what it was asked. */
export function effectSucceeded(effect: ToolEffect): boolean {
  return effect === 'changed' || effect === 'read'
}

/**
 * The effect of a finished call, from the tool's own judge when it has one (a judge that throws is not
 * trusted: the call counts as `changed`, the behaviour of tools that say nothing).
 */
export function judgeEffect(
  tool: { readOnly?: boolean; effectOf?: (output: any, args: any) => ToolEffect },
  output: unknown,
  args: unknown,
): ToolEffect {
  if (tool.effectOf) {
    try {
      return tool.effectOf(output, args)
    } catch {
      return 'changed'
    }
  }
  return tool.readOnly ? 'read' : 'changed'
}

/** Same value for a no-op check: numbers, strings and booleans by value, anything else by its JSON. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}
