import type uPlot from 'uplot'
import { words } from '../tune-words.ts'

/** One curve of the response chart. */
export interface ChartSeries {
  label: string
  /** One level per frequency; null leaves a gap (a band drawn only where it applies). */
  values: readonly (number | null)[]
  color: string
  width?: number
  dash?: number[]
}

/** Audio's usual frequency ticks: one log axis from 20 Hz to 20 kHz, labelled where engineers read it. */
export const FREQUENCY_TICKS = [20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000]

/** `80 Hz`, `3.2 kHz`, `20 kHz`. */
export function formatHz(hz: number): string {
  if (hz >= 1000) return `${Number((hz / 1000).toFixed(hz >= 10_000 ? 0 : 1))} kHz`
  return `${Math.round(hz)} Hz`
}

/** A dB range that holds every curve, in whole 5 dB steps with a little room, so curves never touch the frame. */
export function dbRange(series: readonly ChartSeries[]): [number, number] {
  let low = Infinity
  let high = -Infinity
  for (const { values } of series)
    for (const value of values)
      if (value !== null && Number.isFinite(value)) {
        low = Math.min(low, value)
        high = Math.max(high, value)
      }
  if (!Number.isFinite(low)) return [-20, 10]
  return [Math.floor((low - 2) / 5) * 5, Math.ceil((high + 2) / 5) * 5]
}

/**
 * uPlot options for magnitude responses: log-frequency x (distr 3), dB y, the tolerance band filled
 * between the series `bandBetween` names (indices into `series`, 0-based).
 */
export function responseChartOptions(
  series: readonly ChartSeries[],
  size: { width: number; height: number },
  bandBetween?: [number, number],
): uPlot.Options {
  return {
    ...size,
    scales: {
      x: { time: false, distr: 3, log: 10, range: [20, 20_000] },
      y: { range: dbRange(series) },
    },
    axes: [
      {
        label: words().tune.frequency,
        splits: () => FREQUENCY_TICKS,
        // A log axis keeps only the decades by default; our ticks are chosen, so keep them all.
        filter: (_chart, ticks) => ticks,
        values: (_chart, ticks) => ticks.map((hz) => (hz == null ? '' : formatHz(hz))),
        grid: { stroke: '#e6e8ec' },
        ticks: { stroke: '#c8ccd2' },
      },
      {
        label: words().tune.magnitude,
        values: (_chart, ticks) => ticks.map((tick) => `${tick}`),
        grid: { stroke: '#e6e8ec' },
        ticks: { stroke: '#c8ccd2' },
      },
    ],
    series: [
      { label: words().tune.frequency, value: (_chart, hz) => (hz == null ? '—' : formatHz(hz)) },
      ...series.map((curve) => ({
        label: curve.label,
        stroke: curve.color,
        width: curve.width ?? 2,
        dash: curve.dash,
        points: { show: false },
        value: (_chart: uPlot, db: number | null) => (db == null ? '—' : `${db.toFixed(1)} dB`),
      })),
    ],
    bands: bandBetween
      ? [{ series: [bandBetween[0] + 1, bandBetween[1] + 1], fill: 'rgba(46, 160, 67, 0.08)' }]
      : [],
    cursor: { drag: { x: false, y: false } },
    // Labels only: live values under the cursor read "—" most of the time and crowd the legend.
    legend: { live: false },
  }
}
