/** A caller's page size made safe: a whole number between 1 and `max`, `fallback` when absent. */
export function clampLimit(limit: number | undefined, fallback: number, max = 1000): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback
  return Math.min(Math.max(Math.trunc(limit), 1), max)
}
