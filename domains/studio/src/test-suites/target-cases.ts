import { SEATS } from '../cabin/vehicle-models.ts'
import { measureProject, TOLERANCE_DB } from '../xitune/measure-project.ts'
import { result, type TestCase } from './test-case.ts'

/** The seed of XiTest's reference measurement, fixed so a suite run is reproducible. */
const REFERENCE_SEED = 7

export const targetResponseCase: TestCase = {
  id: 'target-response',
  name: `response within ±${TOLERANCE_DB} dB of the target, 100 Hz–10 kHz, every seat`,
  nameZh: `各座位 100 Hz–10 kHz 频响在目标曲线 ±${TOLERANCE_DB} dB 内`,
  run(project) {
    const seats = SEATS.map((seat) => ({
      seat,
      deviation: measureProject(project, seat, 'sweep', REFERENCE_SEED, { suggest: false }).summary
        .maxDeviationDb,
    }))
    const worst = seats.reduce((a, b) => (b.deviation > a.deviation ? b : a))
    const detail = seats.map((entry) => `${entry.seat} ${entry.deviation.toFixed(1)} dB`).join(', ')
    return result(
      this,
      worst.deviation <= TOLERANCE_DB,
      `max deviation ${detail} (target ${project.targetCurve})`,
      worst.deviation,
      TOLERANCE_DB,
    )
  },
}
