import { describe, it } from 'vitest'
import { readCases } from './case-file.ts'
import { expectFloors } from './testing/expect-floors.ts'

/** A committed set, as the one generator wrote it from its recipe. */
const committed = (name: string) =>
  readCases(new URL(`../../../../tests/data/analyst/${name}.jsonl`, import.meta.url).pathname)

// The real analyst (offline planner, default budget) on the whole dev set, against floors at what it
// measures today (precision 100 %, recall 93.5 % = 58 of 62, every clean control clean, 4 experiments),
// so a change that makes it worse fails here. Issue 16's third round read three resonances from the floor
// of speech and a low-pass between the clipped peaks of strings (54 → 58 of 62); four of its nine
// resonances are still missed, and one more miss falls under the recall floor. The targets (TARGETS) stay the goal; the held-out sets are for measurement
// only and have no floors. Issue 42 (clipping read at each channel's own ceiling, hum by its phase held
// through the take, measured on real recordings) gives up one more of dev's synthetic findings: recall
// 91.9 % (57 of 62).
// dev2 (issue 16's fifth round, the named weak spots' material) and the sweep renders have floors at what
// the fifth round measured: dev2 precision 91.2 % (31 of 34 findings), recall 68.9 % (31 of 45: resonance on
// music that never rests and under noise added after it is still mostly missed), all 16 controls clean; the
// sweeps 100 % and 100 %. One more false alarm or one more miss on dev2 falls under its floors.
// Issue 16's seventh round read a resonance from a kit's hits: dev2 recall 68.9 → 71.1 % (32 of 45, precision
// 91.4 %), and dev3 (the round's own set: resonances on music and mixes, clean takes alike) 38.5 → 50.0 %
// recall (13 of 26), precision 92.9 % (a false hum), all 18 controls clean. One more miss falls under each.
// Issue 16's twelfth round counts a band held in nine frames of ten as wide as a Q 10 filter: dev2 recall
// 71.1 → 73.3 % (33 of 45, precision 94.3 %), dev3 50.0 → 53.8 % (14 of 26, precision 93.3 %).
// Issue 16's seventeenth round (the notes reading on a voice, the content's edge under noise): dev2 precision
// 92.5 % (37 of 40), recall 82.2 % (37 of 45); dev3 94.4 % (17 of 18), 65.4 % (17 of 26); dev7 (muffled takes
// under noise beside their noise-only twins, no clean controls) 98.0 % (50 of 51), 83.3 % (50 of 60).
// Issue 42's real-recordings round turned the notes' timbre reading of resonance off by default: on real
// recordings it raised only false alarms (all five of the own real set's, none of its five true ones) while it
// found 17 of the synthetic sets' 44. dev2 recall 82.2 → 73.3 % (33 of 45, precision 91.7 %), dev3 precision
// 88.9 % (16 of 18), recall 61.5 % (16 of 26); the floors below are those less one miss or one false finding.
// Issue 42's fifth real-recordings session set hum's level test, resonance's one-line rule and muffling's
// 42 dB drop from real recordings (data/detector-thresholds.json). On these synthesised sets: dev precision
// 91.9 % (57 of 62), recall 91.9 %, 15 of 17 controls clean (a formant child's voice and synthetic strings
// read 42–47 dB: muffled; a hum missed, one more taken); dev3 precision 77.8 % (14 of 18), recall 53.8 %
// (14 of 26), 16 of 18 clean (a clean strings take muffled, a pluck's note on 50 Hz taken for hum, two
// organ-like resonances held in one line no longer counted by the partials). Floors less one again.
const FLOORS = {
  dev: { precision: 0.9, recall: 0.9, cleanControls: 0.82 },
  dev2: { precision: 0.9, recall: 0.71, cleanControls: 0.93 },
  dev3: { precision: 0.73, recall: 0.5, cleanControls: 0.83 },
  dev7: { precision: 0.94, recall: 0.82 },
  sweeps: { precision: 0.95, recall: 0.95, cleanControls: 0.9 },
}

describe.each([
  ['dev', await committed('dev'), FLOORS.dev],
  ['dev2', await committed('dev2'), FLOORS.dev2],
  ['dev3', await committed('dev3'), FLOORS.dev3],
  ['dev7', await committed('dev7'), FLOORS.dev7],
  ['sweeps', await committed('sweeps'), FLOORS.sweeps],
])('the analyst on the %s set', (_, cases, floors) => {
  it(
    'keeps its measured precision, recall and clean controls, within the experiment budget target',
    () => expectFloors(cases, floors),
    120_000,
  )
})
