import type { TimeMark } from './evidence-marks.ts'
import { axisTicks } from './spectrogram-svg.ts'

/** The same left and right room as the spectrogram's, so a time sits at the same x in both pictures. */
const MARGIN = { left: 52, right: 78, top: 8, bottom: 30 }

/**
 * The waveform of one channel as an inline SVG: the min…max of each pixel column, so no peak is lost, with a
 * time axis in seconds, a level axis (full scale ±1) and the time marks of the findings' evidence shaded over
 * it (at least 2 px wide, so a 20 ms gap shows), each labelled with its defect and its time.
 */
export function waveformSvg(
  samples: Float32Array,
  sampleRate: number,
  marks: readonly TimeMark[] = [],
  width = 800,
  height = 150,
): string {
  const plotW = width - MARGIN.left - MARGIN.right
  const plotH = height - MARGIN.top - MARGIN.bottom
  const columns = Math.max(1, Math.min(plotW, samples.length))
  const per = samples.length / columns
  const mid = plotH / 2
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
    const px = ((x / columns) * plotW).toFixed(1)
    top.push(`${px},${(mid - max * mid).toFixed(1)}`)
    bottom.unshift(`${px},${(mid - min * mid).toFixed(1)}`)
  }
  const seconds = samples.length / sampleRate
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="waveform over ${seconds.toFixed(2)} s" font-family="system-ui,sans-serif" font-size="11">`,
    `<g transform="translate(${MARGIN.left},${MARGIN.top})">`,
    `<rect width="${plotW}" height="${plotH}" fill="#111"/>`,
    `<line x1="0" y1="${mid}" x2="${plotW}" y2="${mid}" stroke="#333"/>`,
    `<polygon points="${[...top, ...bottom].join(' ')}" fill="#4fc3f7" stroke="#4fc3f7" stroke-width="0.5"/>`,
    ...marks.map((mark) => timeMark(mark, seconds * 1000, plotW, plotH)),
    ...axisTicks(seconds, plotW).map(
      ({ at, text }) =>
        `<line x1="${at.toFixed(1)}" y1="${plotH}" x2="${at.toFixed(1)}" y2="${plotH + 4}" stroke="#333"/><text x="${at.toFixed(1)}" y="${plotH + 15}" text-anchor="middle">${text}</text>`,
    ),
    `<text x="${plotW / 2}" y="${plotH + 27}" text-anchor="middle">time (s)</text>`,
    ...[
      [0, '+1'],
      [mid, '0'],
      [plotH, '−1'],
    ].map(([y, text]) => `<text x="-6" y="${Number(y) + 4}" text-anchor="end">${text}</text>`),
    `<text transform="translate(-40,${mid}) rotate(-90)" text-anchor="middle">level (FS)</text>`,
    '</g></svg>',
  ].join('')
}

function timeMark(mark: TimeMark, durationMs: number, width: number, height: number): string {
  const x = (mark.startMs / Math.max(1, durationMs)) * width
  const w = Math.max(2, ((mark.endMs - mark.startMs) / Math.max(1, durationMs)) * width)
  const when = `${(mark.startMs / 1000).toFixed(2)} s`
  return `<g class="mark" aria-label="${mark.label} ${Math.round(mark.startMs)}–${Math.round(mark.endMs)} ms"><rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="${height}" fill="#e53935" fill-opacity="0.45"/><text x="${(x + w + 3).toFixed(1)}" y="14" fill="#ff8a80" font-size="12">${mark.label} ${when}</text></g>`
}
