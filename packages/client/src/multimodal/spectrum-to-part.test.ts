import { decode } from 'fast-png'
import { describe, expect, it } from 'vitest'
import { base64ToBytes } from './base64.ts'
import { MediaPartError } from './media-part-error.ts'
import { layoutSpectrumPlot, PLOT_COLORS, xScale, yScale } from './spectrum-plot.ts'
import { spectrumToPart } from './spectrum-to-part.ts'

const SAMPLE_RATE = 48_000
const BINS = 4097
const BIN_HZ = SAMPLE_RATE / 2 / (BINS - 1)

/** -60 dB everywhere with a bump of +50 dB around 1 kHz, a fifth of an octave wide. */
function bumpAt1k(): Float32Array {
  return Float32Array.from({ length: BINS }, (_, bin) => {
    const octaves = Math.log2(Math.max(bin * BIN_HZ, 1) / 1000)
    return -60 + 50 * Math.exp(-(octaves * octaves) / (2 * 0.2 * 0.2))
  })
}

/** Rows of one pixel column that have the curve's colour. */
function curveRows(png: ReturnType<typeof decode>, column: number): number[] {
  const rows: number[] = []
  const [r, g, b] = PLOT_COLORS.curve
  for (let row = 0; row < png.height; row++) {
    const offset = (row * png.width + column) * png.channels
    if (png.data[offset] === r && png.data[offset + 1] === g && png.data[offset + 2] === b) rows.push(row)
  }
  return rows
}

describe('spectrumToPart in Node (pure-JS PNG)', () => {
  it('keeps the numbers and adds a PNG whose curve sits where the data says', async () => {
    const magnitudes = bumpAt1k()
    const part = await spectrumToPart(magnitudes, SAMPLE_RATE, { label: 'driver seat', dbRange: [-70, 0] })
    expect(part).toMatchObject({ type: 'spectrum', sampleRate: SAMPLE_RATE, label: 'driver seat' })
    expect(part.magnitudesDb).toHaveLength(BINS)
    expect(part.magnitudesDb[0]).toBe(Math.round(magnitudes[0]! * 100) / 100)
    expect(part.metadata).toMatchObject({ bins: BINS, renderer: 'raster', widthPx: 640, heightPx: 360 })

    const png = decode(base64ToBytes(part.image!.data))
    expect(part.image!.mimeType).toBe('image/png')
    expect([png.width, png.height, png.channels, png.depth]).toEqual([640, 360, 4, 8])
    const plot = layoutSpectrumPlot(part.magnitudesDb, SAMPLE_RATE, { dbRange: [-70, 0] })
    const x = xScale(plot.area)
    const y = yScale(plot.area, plot.dbRange)
    // The peak: -10 dB at 1 kHz; the flat floor: -60 dB at 100 Hz and at 10 kHz (2 px brush).
    for (const [hz, db] of [
      [1000, -10],
      [100, -60],
      [10_000, -60],
    ] as const) {
      const rows = curveRows(png, Math.round(x(hz)))
      expect(rows.length, `curve at ${hz} Hz`).toBeGreaterThan(0)
      expect(Math.abs(Math.min(...rows) - y(db)), `curve height at ${hz} Hz`).toBeLessThanOrEqual(2)
    }
    // Left of 20 Hz (the labels) and right of 20 kHz there is no curve.
    expect(curveRows(png, Math.round(x(20)) - 5)).toEqual([])
    expect(curveRows(png, png.width - 2)).toEqual([])
  })

  it('draws the grid and the decade labels', async () => {
    const part = await spectrumToPart(bumpAt1k(), SAMPLE_RATE, { dbRange: [-70, 0] })
    const png = decode(base64ToBytes(part.image!.data))
    const plot = layoutSpectrumPlot(part.magnitudesDb, SAMPLE_RATE, { dbRange: [-70, 0] })
    const pixel = (column: number, row: number) => {
      const offset = (row * png.width + column) * png.channels
      return [png.data[offset], png.data[offset + 1], png.data[offset + 2]]
    }
    const x100 = Math.round(xScale(plot.area)(100))
    expect(pixel(x100, plot.area.top + 2)).toEqual([...PLOT_COLORS.majorGrid])
    // The "100" label: axis-coloured pixels in the band under the axis, around its tick.
    let ink = 0
    for (let row = plot.area.bottom + 5; row < plot.area.bottom + 18; row++)
      for (let column = x100 - 12; column <= x100 + 12; column++)
        if (pixel(column, row).join() === PLOT_COLORS.axis.join()) ink++
    expect(ink).toBeGreaterThan(20)
  })

  it('stores -Infinity (log of a silent bin) as the floor, since JSON has none', async () => {
    const part = await spectrumToPart([Number.NEGATIVE_INFINITY, -20, -30], 8000, { renderer: 'none' })
    expect(part.magnitudesDb).toEqual([-160, -20, -30])
    expect(part.image).toBeUndefined()
    expect(JSON.parse(JSON.stringify(part))).toEqual(part)
  })

  it('refuses a spectrum without bins or sample rate with a typed error', async () => {
    await expect(spectrumToPart([-1], 48_000)).rejects.toMatchObject({ code: 'invalid_spectrum' })
    await expect(spectrumToPart([-1, -2], 0)).rejects.toBeInstanceOf(MediaPartError)
  })
})
