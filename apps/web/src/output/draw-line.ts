/** Draws samples as a polyline scaled from [min, max] to the canvas height (pure canvas work). */
export function drawLine(
  canvas: HTMLCanvasElement,
  samples: ArrayLike<number>,
  range: [number, number],
  color: string,
): void {
  const context = canvas.getContext('2d')
  if (!context) return
  const { width, height } = canvas
  context.clearRect(0, 0, width, height)
  context.strokeStyle = color
  context.lineWidth = 1.5
  context.beginPath()
  const [min, max] = range
  const span = max - min || 1
  for (let i = 0; i < samples.length; i++) {
    const x = (i / Math.max(1, samples.length - 1)) * width
    const value = Number.isFinite(samples[i]!) ? samples[i]! : min
    const y = height - ((Math.min(max, Math.max(min, value)) - min) / span) * height
    if (i === 0) context.moveTo(x, y)
    else context.lineTo(x, y)
  }
  context.stroke()
}
