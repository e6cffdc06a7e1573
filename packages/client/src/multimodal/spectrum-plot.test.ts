import { describe, expect, it } from 'vitest'
import { layoutSpectrumPlot, xScale, yScale } from './spectrum-plot.ts'

const flat = (bins: number, db: number) => Array.from({ length: bins }, () => db)

describe('spectrum plot layout', () => {
  it('puts 20 Hz and 20 kHz at the plot edges with decade labels between, on a log scale', () => {
    const plot = layoutSpectrumPlot(flat(1025, -40), 48_000)
    const { left, right } = plot.area
    const labelled = plot.xTicks.filter((tick) => tick.label)
    expect(labelled.map((tick) => tick.label)).toEqual(['20', '100', '1k', '10k', '20k'])
    expect(labelled[0]!.x).toBe(left)
    expect(labelled.at(-1)!.x).toBeCloseTo(right)
    // Equal ratios are equal distances: 100 → 1k spans what 1k → 10k spans.
    const x = xScale(plot.area)
    expect(x(1000) - x(100)).toBeCloseTo(x(10_000) - x(1000))
    // 30 … 90, 200 … 900 and 2k … 9k are the minor grid lines.
    expect(plot.xTicks.filter((tick) => !tick.label).length).toBe(7 + 8 + 8)
  })

  it('widens the dB axis to whole steps around the data, at least 30 dB, ignoring -Infinity', () => {
    expect(layoutSpectrumPlot([-43, -12, Number.NEGATIVE_INFINITY], 8000).dbRange).toEqual([-50, -10])
    expect(layoutSpectrumPlot(flat(8, -20), 8000).dbRange).toEqual([-50, -20])
    const plot = layoutSpectrumPlot(flat(8, -20), 8000, { dbRange: [-100, 0] })
    expect(plot.yTicks.map((tick) => tick.label)).toEqual(['-100', '-80', '-60', '-40', '-20', '0'])
    expect(plot.yTicks[0]!.y).toBe(plot.area.bottom)
    expect(plot.yTicks.at(-1)!.y).toBe(plot.area.top)
  })

  it('keeps a one-bin peak between pixels and stops the curve at Nyquist', () => {
    // 48 kHz, 4097 bins: several bins per pixel column near 10 kHz.
    const magnitudes = flat(4097, -60)
    const peakBin = Math.round(10_000 / (24_000 / 4096))
    magnitudes[peakBin] = -6
    const plot = layoutSpectrumPlot(magnitudes, 48_000, { dbRange: [-60, 0] })
    const y = yScale(plot.area, plot.dbRange)
    expect(Math.min(...plot.curve.map((point) => point.y))).toBeCloseTo(y(-6))
    const narrow = layoutSpectrumPlot(flat(513, -30), 16_000)
    expect(narrow.curve.at(-1)!.x).toBeLessThanOrEqual(xScale(narrow.area)(8000))
  })
})
