import type { FrequencyMark, TimeMark } from './evidence-marks.ts'

const FRAME = 256

/** Room around the plot for the axes' labels and the colour scale. */
const MARGIN = { left: 52, right: 78, top: 8, bottom: 30 }
/** Levels shown: the loudest cell at the top of the scale, this many dB below it black. */
const RANGE_DB = 60

/**
 * A coarse spectrogram as an inline SVG: `columns` Hann-windowed frames, each a direct DFT folded into
 * `rows` bands, coloured by level relative to the loudest cell (top 60 dB shown), with a time axis in
 * seconds, a frequency axis in kHz and the colour scale in dB beside it. A picture for a person, not a
 * measurement: the executor's modules do the measuring. The findings' frequency marks are drawn across it,
 * their time marks as brackets along the top.
 */
export function spectrogramSvg(
  samples: Float32Array,
  sampleRate: number,
  options: {
    columns?: number
    rows?: number
    width?: number
    height?: number
    marks?: readonly FrequencyMark[]
    times?: readonly TimeMark[]
  } = {},
): string {
  const { columns = 120, rows = 48, width = 800, height = 260, marks = [], times = [] } = options
  const plotW = width - MARGIN.left - MARGIN.right
  const plotH = height - MARGIN.top - MARGIN.bottom
  const levels = frames(samples, columns).map((frame) => bands(frame, rows))
  const peak = Math.max(-120, ...levels.flat())
  const cellW = plotW / columns
  const cellH = plotH / rows
  const cells: string[] = []
  levels.forEach((column, x) => {
    column.forEach((db, row) => {
      const t = Math.min(1, Math.max(0, (db - peak + RANGE_DB) / RANGE_DB))
      if (t <= 0) return
      const y = plotH - (row + 1) * cellH
      cells.push(
        `<rect x="${(x * cellW).toFixed(1)}" y="${y.toFixed(1)}" width="${(cellW + 0.3).toFixed(1)}" height="${(cellH + 0.3).toFixed(1)}" fill="${colour(t)}"/>`,
      )
    })
  })
  const nyquist = sampleRate / 2
  const seconds = samples.length / sampleRate
  const yOf = (hz: number) => plotH * (1 - Math.min(1, hz / nyquist))
  const xOf = (ms: number) => plotW * Math.min(1, Math.max(0, ms / 1000 / Math.max(seconds, 1e-9)))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="spectrogram 0–${Math.round(nyquist)} Hz over ${seconds.toFixed(2)} s" font-family="system-ui,sans-serif" font-size="11">`,
    `<g transform="translate(${MARGIN.left},${MARGIN.top})">`,
    `<rect width="${plotW}" height="${plotH}" fill="#000"/>`,
    ...cells,
    ...marks.map((mark) => {
      const y = yOf(mark.hz).toFixed(1)
      return `<g class="mark" aria-label="${mark.label}"><line x1="0" y1="${y}" x2="${plotW}" y2="${y}" stroke="#fff" stroke-dasharray="6 4"/><text x="4" y="${Math.max(12, Number(y) - 4)}" fill="#fff" font-size="12">${mark.label}</text></g>`
    }),
    ...times.map((mark) => {
      const x = xOf(mark.startMs)
      const w = Math.max(2, xOf(mark.endMs) - x)
      return `<g class="time-mark"><rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="${plotH}" fill="none" stroke="#ff5252" stroke-width="1.5"/></g>`
    }),
    ...axisTicks(seconds, plotW).map(
      ({ at, text }) =>
        `<line x1="${at.toFixed(1)}" y1="${plotH}" x2="${at.toFixed(1)}" y2="${plotH + 4}" stroke="#333"/><text x="${at.toFixed(1)}" y="${plotH + 15}" text-anchor="middle">${text}</text>`,
    ),
    `<text x="${plotW / 2}" y="${plotH + 27}" text-anchor="middle">time (s)</text>`,
    ...axisTicks(nyquist / 1000, plotH).map(({ at, text }) => {
      const y = plotH - at
      return `<line x1="-4" y1="${y.toFixed(1)}" x2="0" y2="${y.toFixed(1)}" stroke="#333"/><text x="-6" y="${(y + 4).toFixed(1)}" text-anchor="end">${text}</text>`
    }),
    `<text transform="translate(-40,${plotH / 2}) rotate(-90)" text-anchor="middle">frequency (kHz)</text>`,
    colourScale(plotW + 14, plotH),
    '</g></svg>',
  ].join('')
}

/** The colour bar: what each colour means in dB below the loudest cell. */
function colourScale(x: number, plotH: number): string {
  const steps = 30
  const stripes = Array.from({ length: steps }, (_, i) => {
    const t = 1 - i / steps
    return `<rect x="${x}" y="${((plotH * i) / steps).toFixed(1)}" width="14" height="${(plotH / steps + 0.5).toFixed(1)}" fill="${colour(t)}"/>`
  })
  const labels = [0, -20, -40, -60].map((db) => {
    const y = (plotH * -db) / RANGE_DB
    return `<text x="${x + 18}" y="${(y + 4).toFixed(1)}">${db === 0 ? '0 dB' : `${db}`}</text>`
  })
  return `<g class="colour-scale" aria-label="colour scale: dB below the loudest cell">${stripes.join('')}<rect x="${x}" y="0" width="14" height="${plotH}" fill="none" stroke="#333"/>${labels.join('')}<text transform="translate(${x + 54},${plotH / 2}) rotate(90)" text-anchor="middle">dB re loudest</text></g>`
}

/** Round tick values (1, 2 or 5 × 10ⁿ apart, about six of them) from 0 to `max`, placed along `length` px. */
export function axisTicks(max: number, length: number): { at: number; text: string }[] {
  if (!(max > 0)) return []
  const raw = max / 6
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9))
  const ticks: { at: number; text: string }[] = []
  for (let v = 0; v <= max + step * 1e-6; v += step)
    ticks.push({ at: (v / max) * length, text: v.toFixed(decimals) })
  return ticks
}

function frames(samples: Float32Array, columns: number): Float32Array[] {
  const out: Float32Array[] = []
  const hop = Math.max(1, (samples.length - FRAME) / Math.max(1, columns - 1))
  for (let c = 0; c < columns; c++) {
    const start = Math.floor(c * hop)
    const frame = new Float32Array(FRAME)
    for (let i = 0; i < FRAME; i++) {
      const hann = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FRAME - 1))
      frame[i] = (samples[start + i] ?? 0) * hann
    }
    out.push(frame)
  }
  return out
}

/** Power of each of `rows` equal bands up to Nyquist, in dB. */
function bands(frame: Float32Array, rows: number): number[] {
  const bins = FRAME / 2
  const power = new Array<number>(rows).fill(1e-12)
  for (let k = 0; k < bins; k++) {
    let re = 0
    let im = 0
    for (let n = 0; n < FRAME; n++) {
      const angle = (2 * Math.PI * k * n) / FRAME
      re += frame[n]! * Math.cos(angle)
      im -= frame[n]! * Math.sin(angle)
    }
    power[Math.floor((k / bins) * rows)]! += re * re + im * im
  }
  return power.map((p) => 10 * Math.log10(p))
}

/** Dark blue → yellow, readable on black. */
function colour(t: number): string {
  const r = Math.round(255 * Math.min(1, t * 1.6))
  const g = Math.round(255 * Math.max(0, t * 1.4 - 0.4))
  const b = Math.round(160 * (1 - t))
  return `rgb(${r},${g},${b})`
}
