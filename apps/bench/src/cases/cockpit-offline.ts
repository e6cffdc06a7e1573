import { parseUtterance } from '@mindwire/cockpit'
import type { BenchCase } from '../bench-row.ts'
import { allUtterances } from '../fixtures/cockpit-utterances.ts'
import { percentile, round } from '../measure.ts'

const PASSES = 20

/** The offline engine's latency per utterance, over every utterance of the evaluation sets. */
export const cockpitOffline: BenchCase = {
  name: 'cockpit/offline-latency',
  description: `parseUtterance over every evaluation utterance, ${PASSES} passes`,
  async run(progress) {
    const texts = allUtterances()
    for (const text of texts) parseUtterance(text)
    const samples: number[] = []
    for (let pass = 0; pass < PASSES; pass++) {
      for (const text of texts) {
        const started = performance.now()
        parseUtterance(text)
        samples.push(performance.now() - started)
      }
      progress(pass + 1, PASSES)
    }
    return [
      { name: 'cockpit/offline-p50', value: round(percentile(samples, 50) * 1000, 1), unit: 'µs' },
      {
        name: 'cockpit/offline-p99',
        value: round(percentile(samples, 99) * 1000, 1),
        unit: 'µs',
        target: '< 100 µs',
      },
    ]
  },
}
