import { encode } from 'fast-png'
import { RgbaRaster } from './rgba-raster.ts'
import { AXIS_UNITS, PLOT_COLORS, type SpectrumPlot } from './spectrum-plot.ts'

/**
 * Draws a plot into an RGBA buffer and encodes it as PNG with fast-png: pure JavaScript, so it runs in
 * Node and in workers without a canvas. Labels use a 3×5 bitmap font at twice its size.
 */
export function renderSpectrumPng(plot: SpectrumPlot): Uint8Array {
  const raster = new RgbaRaster(plot.width, plot.height, PLOT_COLORS.background)
  drawPlot(raster, plot)
  return encode({ width: plot.width, height: plot.height, data: raster.data, channels: 4, depth: 8 })
}

/** Grid, frame, curve and labels, in that order: the curve stays above the grid. */
export function drawPlot(raster: RgbaRaster, plot: SpectrumPlot): void {
  const { left, top, right, bottom } = plot.area
  for (const tick of plot.xTicks)
    raster.line(tick.x, top, tick.x, bottom, tick.label ? PLOT_COLORS.majorGrid : PLOT_COLORS.minorGrid)
  for (const tick of plot.yTicks) raster.line(left, tick.y, right, tick.y, PLOT_COLORS.majorGrid)
  raster.line(left, top, left, bottom, PLOT_COLORS.axis)
  raster.line(left, bottom, right, bottom, PLOT_COLORS.axis)
  for (let index = 1; index < plot.curve.length; index++) {
    const from = plot.curve[index - 1]!
    const to = plot.curve[index]!
    raster.line(from.x, from.y, to.x, to.y, PLOT_COLORS.curve, 2)
  }
  for (const tick of plot.xTicks) {
    if (!tick.label) continue
    raster.line(tick.x, bottom, tick.x, bottom + 3, PLOT_COLORS.axis)
    raster.text(tick.label, tick.x, bottom + 11, PLOT_COLORS.axis, 2, 'center')
  }
  for (const tick of plot.yTicks) {
    raster.line(left - 3, tick.y, left, tick.y, PLOT_COLORS.axis)
    raster.text(tick.label, left - 5, tick.y, PLOT_COLORS.axis, 2, 'right')
  }
  raster.text(AXIS_UNITS.x, right, bottom + 21, PLOT_COLORS.axis, 1, 'right')
  // Inside the plot's top-left corner: beside the axis the top level label would overlap it.
  raster.text(AXIS_UNITS.y, left + 4, top + 6, PLOT_COLORS.axis, 1, 'left')
}
