import { AXIS_UNITS, PLOT_COLORS, type SpectrumPlot } from './spectrum-plot.ts'

/** Whether this runtime has OffscreenCanvas with PNG export (browsers and their workers; not Node). */
export function canRenderOnCanvas(): boolean {
  return typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype
}

/** Draws a plot on an OffscreenCanvas and returns the PNG bytes (seed 000 §4.5), with real fonts. */
export async function renderSpectrumCanvas(plot: SpectrumPlot): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(plot.width, plot.height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('OffscreenCanvas has no 2d context')
  const { left, top, right, bottom } = plot.area
  const rgb = ([r, g, b]: readonly number[]) => `rgb(${r},${g},${b})`
  const stroke = (color: readonly number[], width: number, path: () => void) => {
    context.strokeStyle = rgb(color)
    context.lineWidth = width
    context.beginPath()
    path()
    context.stroke()
  }
  context.fillStyle = rgb(PLOT_COLORS.background)
  context.fillRect(0, 0, plot.width, plot.height)
  // Half-pixel offsets put one-pixel lines on pixel centres, as crisp as the raster renderer's.
  for (const tick of plot.xTicks) {
    const x = Math.round(tick.x) + 0.5
    stroke(tick.label ? PLOT_COLORS.majorGrid : PLOT_COLORS.minorGrid, 1, () => {
      context.moveTo(x, top)
      context.lineTo(x, bottom)
    })
  }
  for (const tick of plot.yTicks) {
    const y = Math.round(tick.y) + 0.5
    stroke(PLOT_COLORS.majorGrid, 1, () => {
      context.moveTo(left, y)
      context.lineTo(right, y)
    })
  }
  stroke(PLOT_COLORS.axis, 1, () => {
    context.moveTo(left + 0.5, top)
    context.lineTo(left + 0.5, bottom + 0.5)
    context.lineTo(right, bottom + 0.5)
  })
  stroke(PLOT_COLORS.curve, 2, () => {
    const [first, ...rest] = plot.curve
    if (first) context.moveTo(first.x, first.y)
    for (const point of rest) context.lineTo(point.x, point.y)
  })
  context.fillStyle = rgb(PLOT_COLORS.axis)
  context.font = '11px sans-serif'
  context.textBaseline = 'middle'
  context.textAlign = 'center'
  for (const tick of plot.xTicks) if (tick.label) context.fillText(tick.label, tick.x, bottom + 11)
  context.textAlign = 'right'
  for (const tick of plot.yTicks) context.fillText(tick.label, left - 5, tick.y)
  context.fillText(AXIS_UNITS.x, right, bottom + 21)
  context.textAlign = 'left'
  context.fillText(AXIS_UNITS.y, left + 4, top + 8)
  const blob = await canvas.convertToBlob({ type: 'image/png' })
  return new Uint8Array(await blob.arrayBuffer())
}
