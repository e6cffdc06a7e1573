import { describe, it } from 'vitest'
import { readCases } from './case-file.ts'
import { expectFloors } from './testing/expect-floors.ts'

/** A committed set, as the one generator wrote it from its recipe. */
const committed = (name: string) =>
  readCases(new URL(`../../../../tests/data/analyst/${name}.jsonl`, import.meta.url).pathname)

// The real analyst (offline planner, default budget) on the development sets of espeak-ng speech (needs
// espeak-ng), against floors at what issue 16's twelfth round measured, so one more miss or one more false
// finding fails here: dev4 precision 100 % (31 of 31), recall 93.9 % (31 of 33), 8 of 8 controls clean;
// dev5 96.9 % (31 of 32), 93.9 % (31 of 33), 12 of 12; dev6 100 % (43 of 43), 95.6 % (43 of 45), 8 of 8.
// Issue 16's seventeenth round: dev4 recall 97.0 % (32 of 33: its muffled voice under noise), dev5 precision
// 97.1 % (33 of 34), recall 100 % (33 of 33: two resonances on voices read through the notes).
// Issue 42's real-recordings round turned the notes' timbre reading of resonance off (on real recordings it
// raised only false alarms): dev5 recall 100 → 93.9 % (31 of 33), its two voiced resonances missed again.
// The held-out sets are for measurement only and have no floors (see dev-floors.test.ts for the others).
const FLOORS = {
  dev4: { precision: 0.97, recall: 0.95, cleanControls: 0.9 },
  dev5: { precision: 0.95, recall: 0.9, cleanControls: 0.95 },
  dev6: { precision: 0.98, recall: 0.94, cleanControls: 0.9 },
}

describe.each([
  ['dev4', await committed('dev4'), FLOORS.dev4],
  ['dev5', await committed('dev5'), FLOORS.dev5],
  ['dev6', await committed('dev6'), FLOORS.dev6],
])('the analyst on the %s set', (_, cases, floors) => {
  it(
    'keeps its measured precision, recall and clean controls, within the experiment budget target',
    () => expectFloors(cases, floors),
    180_000,
  )
})
