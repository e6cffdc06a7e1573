/**
 * Whether onsets keep a beat: a kit's hi-hat and snare fall on a grid (eighths, quarters), so its hits sit
 * at whole multiples of one period from one another, while a voice's syllables start after lengths and
 * pauses of their own. Onsets are frame indices; `hop` is the frame hop in seconds.
 */

/** A kit's fastest regular subdivision: sixteenths at 150 bpm. A shorter "period" fits any onset. */
const MIN_PERIOD_S = 0.1
/** A hit is on the grid within two hops (a hop's quantisation at each end of the span to the anchor). */
const TOLERANCE_HOPS = 2
/** Onsets within 30 ms are one hit (it dies in ~50 ms) seen by successive half-overlapped frames. */
const SAME_HIT_S = 0.03
/** The grid is first fitted within three periods of its anchor, then over twice the reach each time. */
const FIRST_REACH = 3

/**
 * The largest share of hits on one grid: anchored at a hit, its period first one of the spans between
 * successive hits (whole hops), then refined by least squares as the grid reaches further, so a period
 * that is not a whole number of hops does not drift off the hits. A stray onset (a note's attack that
 * passed as noise) costs itself, not the grid.
 */
export function beatShare(onsets: readonly number[], hop: number): number {
  const hits: number[] = []
  const same = SAME_HIT_S / hop
  for (const t of onsets) if (hits.length === 0 || t - hits[hits.length - 1]! > same) hits.push(t)
  const shortest = MIN_PERIOD_S / hop
  const periods = new Set(hits.slice(1).map((t, i) => t - hits[i]!))
  let best = 0
  for (const period of periods) {
    if (period < shortest) continue
    for (const anchor of hits) best = Math.max(best, onGrid(hits, anchor, period).length / hits.length)
  }
  return best
}

/** The hits on the grid through `anchor`, its period refined as it reaches over the whole take. */
function onGrid(hits: readonly number[], anchor: number, firstPeriod: number): number[] {
  const longest = Math.max(anchor - hits[0]!, hits[hits.length - 1]! - anchor)
  let period = firstPeriod
  for (let reach = FIRST_REACH; ; reach *= 2) {
    const on = hits.filter((t) => Math.abs(t - anchor) <= reach * period && fits(t - anchor, period))
    let num = 0
    let den = 0
    for (const t of on) {
      const m = Math.round((t - anchor) / period)
      num += m * (t - anchor)
      den += m * m
    }
    if (den > 0) period = num / den
    if (reach * period >= longest) return hits.filter((t) => fits(t - anchor, period))
  }
}

const fits = (span: number, period: number) =>
  Math.abs(span - Math.round(span / period) * period) <= TOLERANCE_HOPS
