import { describe, expect, it } from 'vitest'
import { dbRange, formatHz, responseChartOptions } from './chart-options.ts'

describe('the response chart’s options', () => {
  it('labels frequencies the way engineers read them', () => {
    expect([20, 82.4, 1000, 3237, 14_553, 20_000].map(formatHz)).toEqual([
      '20 Hz',
      '82 Hz',
      '1 kHz',
      '3.2 kHz',
      '15 kHz',
      '20 kHz',
    ])
  })

  it('holds every curve in whole 5 dB steps with room at both ends', () => {
    const range = dbRange([
      { label: 'a', values: [-15.4, 2.1], color: 'red' },
      { label: 'b', values: [-3, 4.9, Number.NaN], color: 'blue' },
    ])
    expect(range).toEqual([-20, 10])
  })

  it('plots frequency on a log scale from 20 Hz to 20 kHz, with the band between two series', () => {
    const options = responseChartOptions(
      [
        { label: 'up', values: [1], color: 'g' },
        { label: 'down', values: [-1], color: 'g' },
      ],
      { width: 600, height: 300 },
      [0, 1],
    )
    expect(options.scales?.x).toMatchObject({ distr: 3, log: 10, range: [20, 20_000] })
    expect(options.series).toHaveLength(3)
    expect(options.bands).toEqual([expect.objectContaining({ series: [1, 2] })])
  })
})
