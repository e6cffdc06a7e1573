import type { FrequencyMark } from './evidence-marks.ts'

const FRAME = 256

/**
 * A coarse spectrogram as an inline SVG: `columns` Hann-windowed frames, each a direct DFT folded into
 * `rows` bands, coloured by level (dB, top 60 dB shown). A picture for a person, not a measurement: the
 * executor's modules do the measuring. The frequency marks of the findings' evidence are drawn across it.
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
  } = {},
): string {
  const { columns = 120, rows = 48, width = 800, height = 240, marks = [] } = options
  const levels = frames(samples, columns).map((frame) => bands(frame, rows))
  const peak = Math.max(-120, ...levels.flat())
  const cellW = width / columns
  const cellH = height / rows
  const cells: string[] = []
  levels.forEach((column, x) => {
    column.forEach((db, row) => {
      const t = Math.min(1, Math.max(0, (db - peak + 60) / 60))
      if (t <= 0) return
      const y = height - (row + 1) * cellH
      cells.push(
        `<rect x="${(x * cellW).toFixed(1)}" y="${y.toFixed(1)}" width="${cellW.toFixed(1)}" height="${cellH.toFixed(1)}" fill="${colour(t)}"/>`,
      )
    })
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="spectrogram 0–${Math.round(sampleRate / 2)} Hz">`,
    `<rect width="${width}" height="${height}" fill="#000"/>`,
    ...cells,
    ...marks.map((mark) => {
      const y = (height * (1 - Math.min(1, mark.hz / (sampleRate / 2)))).toFixed(1)
      return `<g class="mark" aria-label="${mark.label}"><line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#fff" stroke-dasharray="6 4"/><text x="4" y="${Math.max(12, Number(y) - 4)}" fill="#fff" font-size="12">${mark.label}</text></g>`
    }),
    '</svg>',
  ].join('')
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
