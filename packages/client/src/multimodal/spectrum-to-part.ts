import type { SpectrumPart } from '../types.ts'
import { bytesToBase64 } from './base64.ts'
import { MediaPartError } from './media-part-error.ts'
import { canRenderOnCanvas, renderSpectrumCanvas } from './render-spectrum-canvas.ts'
import { renderSpectrumPng } from './render-spectrum-png.ts'
import { layoutSpectrumPlot, MAX_HZ, MIN_HZ, type SpectrumPlotOptions } from './spectrum-plot.ts'

export interface SpectrumPartOptions extends SpectrumPlotOptions {
  label?: string
  /**
   * How the plot is drawn: `canvas` (OffscreenCanvas, browsers), `raster` (pure JS, anywhere), `none`
   * (numbers only). Default `auto`: the canvas where there is one, the raster elsewhere.
   */
  renderer?: 'auto' | 'canvas' | 'raster' | 'none'
  /** Levels below this (and -Infinity from log(0)) are stored as it: JSON has no -Infinity. Default -160. */
  floorDb?: number
  /** More facts to send along (measurement position, window, averaging). */
  metadata?: Record<string, number | string | boolean>
}

/**
 * A spectrum as a message part (seed 000 §4.5): the magnitudes (rounded to 0.01 dB), plus a PNG plot
 * (log frequency 20 Hz–20 kHz, dB grid) for models that read images. Bad input is a MediaPartError
 * `invalid_spectrum`.
 */
export async function spectrumToPart(
  magnitudeDb: Float32Array | readonly number[],
  sampleRate: number,
  options: SpectrumPartOptions = {},
): Promise<SpectrumPart> {
  if (!(sampleRate > 0) || !Number.isFinite(sampleRate))
    throw new MediaPartError(
      'invalid_spectrum',
      `the sample rate must be a positive number, not ${sampleRate}`,
    )
  if (magnitudeDb.length < 2)
    throw new MediaPartError('invalid_spectrum', 'a spectrum needs at least two bins (0 Hz and Nyquist)')
  const floor = options.floorDb ?? -160
  // Float32 values print with nine digits of noise; a hundredth of a dB halves the JSON and loses nothing.
  const magnitudesDb = Array.from(magnitudeDb, (db) => (db > floor ? Math.round(db * 100) / 100 : floor))
  const part: SpectrumPart = { type: 'spectrum', magnitudesDb, sampleRate }
  if (options.label !== undefined) part.label = options.label
  const metadata: Record<string, number | string | boolean> = {
    bins: magnitudesDb.length,
    sampleRate,
    binHz: sampleRate / 2 / (magnitudesDb.length - 1),
    ...options.metadata,
  }
  const renderer = options.renderer === 'auto' || !options.renderer ? autoRenderer() : options.renderer
  if (renderer !== 'none') {
    const plot = layoutSpectrumPlot(magnitudesDb, sampleRate, options)
    const png = renderer === 'canvas' ? await renderSpectrumCanvas(plot) : renderSpectrumPng(plot)
    part.image = { data: bytesToBase64(png), mimeType: 'image/png' }
    Object.assign(metadata, {
      renderer,
      widthPx: plot.width,
      heightPx: plot.height,
      minHz: MIN_HZ,
      maxHz: MAX_HZ,
      minDb: plot.dbRange[0],
      maxDb: plot.dbRange[1],
    })
  }
  part.metadata = metadata
  return part
}

function autoRenderer(): 'canvas' | 'raster' {
  return canRenderOnCanvas() ? 'canvas' : 'raster'
}
