import type { TimeMark } from './evidence-marks.ts'

/**
 * The waveform of one channel as an inline SVG: the min…max of each pixel column, so no peak is lost, with
 * the time marks of the findings' evidence shaded over it (at least 2 px wide, so a 20 ms gap shows).
 */
export function waveformSvg(
  samples: Float32Array,
  sampleRate: number,
  marks: readonly TimeMark[] = [],
  width = 800,
  height = 120,
): string {
  const columns = Math.max(1, Math.min(width, samples.length))
  const per = samples.length / columns
  const mid = height / 2
  const top: string[] = []
  const bottom: string[] = []
  for (let x = 0; x < columns; x++) {
    let min = 0
    let max = 0
    for (let i = Math.floor(x * per); i < Math.floor((x + 1) * per); i++) {
      const value = samples[i]!
      if (value < min) min = value
      if (value > max) max = value
    }
    const px = ((x / columns) * width).toFixed(1)
    top.push(`${px},${(mid - max * mid).toFixed(1)}`)
    bottom.unshift(`${px},${(mid - min * mid).toFixed(1)}`)
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="waveform">`,
    `<rect width="${width}" height="${height}" fill="#111"/>`,
    `<line x1="0" y1="${mid}" x2="${width}" y2="${mid}" stroke="#333"/>`,
    `<polygon points="${[...top, ...bottom].join(' ')}" fill="#4fc3f7" stroke="#4fc3f7" stroke-width="0.5"/>`,
    ...marks.map((mark) => timeMark(mark, (1000 * samples.length) / sampleRate, width, height)),
    '</svg>',
  ].join('')
}

function timeMark(mark: TimeMark, durationMs: number, width: number, height: number): string {
  const x = (mark.startMs / Math.max(1, durationMs)) * width
  const w = Math.max(2, ((mark.endMs - mark.startMs) / Math.max(1, durationMs)) * width)
  return `<g class="mark" aria-label="${mark.label} ${Math.round(mark.startMs)}–${Math.round(mark.endMs)} ms"><rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="${height}" fill="#e53935" fill-opacity="0.45"/><text x="${(x + w + 3).toFixed(1)}" y="14" fill="#ff8a80" font-size="12">${mark.label}</text></g>`
}
