/** Pixel-space layout of a spectrum plot, shared by the canvas and the pure-JS renderer. No I/O. */

export interface SpectrumPlotOptions {
  /** Image size in pixels. Default 640 × 360. */
  width?: number
  height?: number
  /** The dB axis; default: the data's range widened to whole 10 dB steps, at least 30 dB. */
  dbRange?: readonly [number, number]
}

export interface PlotArea {
  left: number
  top: number
  right: number
  bottom: number
}

export interface FrequencyTick {
  x: number
  hz: number
  /** Decades and the axis ends carry a label; the 2…9 multiples between are minor grid lines. */
  label?: string
}

export interface LevelTick {
  y: number
  db: number
  label: string
}

export interface SpectrumPlot {
  width: number
  height: number
  area: PlotArea
  dbRange: [number, number]
  xTicks: FrequencyTick[]
  yTicks: LevelTick[]
  /** One point per pixel column that has data, left to right. */
  curve: Array<{ x: number; y: number }>
}

/** The frequency axis (seed 000 XiTune plots): the audible band on a log scale. */
export const MIN_HZ = 20
export const MAX_HZ = 20_000

// Room for the dB labels on the left and the frequency labels below (6×10 px glyphs at scale 2).
const MARGIN: PlotArea = { left: 40, top: 10, right: 14, bottom: 26 }

/** Lays out axes, grid and curve for magnitudes from 0 Hz to Nyquist. */
export function layoutSpectrumPlot(
  magnitudesDb: readonly number[],
  sampleRate: number,
  options: SpectrumPlotOptions = {},
): SpectrumPlot {
  const width = options.width ?? 640
  const height = options.height ?? 360
  const area = {
    left: MARGIN.left,
    top: MARGIN.top,
    right: width - MARGIN.right,
    bottom: height - MARGIN.bottom,
  }
  const dbRange = options.dbRange ? ([...options.dbRange] as [number, number]) : autoRange(magnitudesDb)
  const x = xScale(area)
  const y = yScale(area, dbRange)
  return {
    width,
    height,
    area,
    dbRange,
    xTicks: frequencyTicks().map((tick) => ({ ...tick, x: x(tick.hz) })),
    yTicks: levelTicks(dbRange).map((db) => ({ y: y(db), db, label: String(db) })),
    curve: curvePoints(magnitudesDb, sampleRate, area, y),
  }
}

/** The pixel column of a frequency. */
export function xScale(area: PlotArea): (hz: number) => number {
  const decades = Math.log10(MAX_HZ / MIN_HZ)
  return (hz) => area.left + (Math.log10(hz / MIN_HZ) / decades) * (area.right - area.left)
}

/** The pixel row of a level, clamped to the plot so out-of-range values run along its edge. */
export function yScale(area: PlotArea, [minDb, maxDb]: readonly [number, number]): (db: number) => number {
  return (db) => {
    const clamped = Math.min(maxDb, Math.max(minDb, db))
    return area.bottom - ((clamped - minDb) / (maxDb - minDb)) * (area.bottom - area.top)
  }
}

function autoRange(values: readonly number[]): [number, number] {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const value of values) {
    if (!Number.isFinite(value)) continue
    min = Math.min(min, value)
    max = Math.max(max, value)
  }
  if (min > max) return [-100, 0]
  let low = Math.floor(min / 10) * 10
  const high = Math.ceil(max / 10) * 10
  // A flat response still gets a readable axis: at least three 10 dB grid steps.
  if (high - low < 30) low = high - 30
  return [low, high]
}

function frequencyTicks(): Array<{ hz: number; label?: string }> {
  const ticks: Array<{ hz: number; label?: string }> = []
  for (let decade = 10; decade <= 10_000; decade *= 10) {
    for (let step = 1; step <= 9; step++) {
      const hz = decade * step
      if (hz < MIN_HZ || hz > MAX_HZ) continue
      const labelled = step === 1 || hz === MIN_HZ || hz === MAX_HZ
      ticks.push(labelled ? { hz, label: hzLabel(hz) } : { hz })
    }
  }
  return ticks
}

function hzLabel(hz: number): string {
  return hz >= 1000 ? `${hz / 1000}k` : String(hz)
}

function levelTicks([minDb, maxDb]: readonly [number, number]): number[] {
  const span = maxDb - minDb
  // About four to eight grid lines, on 5, 10, 20 or 50 dB steps.
  const step = [5, 10, 20, 50].find((candidate) => span / candidate <= 8) ?? 100
  const ticks: number[] = []
  for (let db = Math.ceil(minDb / step) * step; db <= maxDb; db += step) ticks.push(db)
  return ticks
}

/**
 * One point per pixel column. Where a column spans several bins (high frequencies) it shows their
 * maximum, so a narrow peak is never lost between pixels; where bins are sparser than pixels (low
 * frequencies) it interpolates between the two neighbouring bins.
 */
function curvePoints(
  magnitudesDb: readonly number[],
  sampleRate: number,
  area: PlotArea,
  y: (db: number) => number,
): Array<{ x: number; y: number }> {
  const binHz = sampleRate / 2 / (magnitudesDb.length - 1)
  const lastHz = Math.min(MAX_HZ, sampleRate / 2)
  const decades = Math.log10(MAX_HZ / MIN_HZ)
  const hzAt = (px: number) => MIN_HZ * 10 ** (((px - area.left) / (area.right - area.left)) * decades)
  const points: Array<{ x: number; y: number }> = []
  for (let px = Math.ceil(area.left); px <= Math.floor(area.right); px++) {
    const centre = hzAt(px)
    if (centre > lastHz) break
    const first = Math.ceil(hzAt(px - 0.5) / binHz)
    const last = Math.min(magnitudesDb.length - 1, Math.floor(hzAt(px + 0.5) / binHz))
    let db = Number.NEGATIVE_INFINITY
    for (let bin = first; bin <= last; bin++) db = Math.max(db, magnitudesDb[bin]!)
    if (first > last) {
      const position = centre / binHz
      const below = Math.floor(position)
      const above = Math.min(magnitudesDb.length - 1, below + 1)
      const fraction = position - below
      db = magnitudesDb[below]! * (1 - fraction) + magnitudesDb[above]! * fraction
    }
    if (Number.isFinite(db)) points.push({ x: px, y: y(db) })
  }
  return points
}

/** The plot's colours; the curve's is used nowhere else, so a test can find the curve by colour. */
export const PLOT_COLORS = {
  background: [255, 255, 255],
  minorGrid: [241, 243, 245],
  majorGrid: [209, 213, 219],
  axis: [55, 65, 81],
  curve: [29, 78, 216],
} as const satisfies Record<string, readonly [number, number, number]>

/** The label drawn under the frequency axis and beside the level axis. */
export const AXIS_UNITS = { x: 'Hz', y: 'dB' } as const
