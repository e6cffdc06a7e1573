import { setFlagsFromString } from 'node:v8'

/** The largest growth an operator may set: V8's own dynamic factor tops out at 4× (300 %). */
export const MAX_HEAP_GROWTH_PERCENT = 300

/**
 * Bounds how far V8 lets the old generation grow past what the last full collection kept, before it
 * starts the next one: `percent` 20 means at 1.2× the live size. 0 leaves V8's own factor.
 *
 * Why: under a streaming load each run's events outlive two scavenges (a run lasts seconds), so they are
 * promoted and die in the old generation. With V8's factor (4× at a small live size, measured on
 * `server/load`) the old generation ran up to ~500 MB around ~50 MB live. The pages a full collection
 * frees go to V8's page pool, still committed, and the pool is emptied only by a memory-reducing
 * collection, which V8 runs after about 8 s of low allocation: the process kept its heap's high-water mark
 * in RSS (400–530 MB of pooled pages) for as long as the load lasted. A bounded factor keeps that mark
 * near the live size; the old generation's live size is small, so the extra full collections are cheap.
 *
 * V8 reads the factor at every full collection, so setting it after start-up takes effect; it is
 * process-wide, which suits a server that owns its process.
 */
export function limitHeapGrowth(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > MAX_HEAP_GROWTH_PERCENT) {
    throw new RangeError(
      `heap growth must be a whole percent from 0 to ${MAX_HEAP_GROWTH_PERCENT}, not ${percent}`,
    )
  }
  setFlagsFromString(`--heap-growing-percent=${percent}`)
}
