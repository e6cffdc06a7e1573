/**
 * A rate, hop or bin width that a loop's bounds are derived from. Zero, a negative number, NaN or
 * Infinity there turns `for (k = f / binHz …)` into a loop that never ends (a 0 Hz WAV hung the server in
 * the hum detector), so each such value is checked where the loop reads it and refused with its name.
 */
export function requirePositive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive finite number, not ${value}`)
  return value
}
