/** The waveform of one channel as an inline SVG: the min…max of each pixel column, so no peak is lost. */
export function waveformSvg(samples: Float32Array, width = 800, height = 120): string {
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
    '</svg>',
  ].join('')
}
