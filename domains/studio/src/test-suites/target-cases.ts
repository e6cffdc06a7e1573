import { SEAT_NAMES, SEATS } from '../cabin/vehicle-models.ts'
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
    const per = (zh: boolean) =>
      seats
        .map(
          (entry) =>
            `${zh ? SEAT_NAMES[entry.seat].nameZh : SEAT_NAMES[entry.seat].name} ${entry.deviation.toFixed(1)} dB`,
        )
        .join(zh ? '，' : ', ')
    return result(
      this,
      worst.deviation <= TOLERANCE_DB,
      {
        en: `max deviation ${per(false)} (target ${project.targetCurve})`,
        zh: `最大偏差 ${per(true)}（目标曲线 ${project.targetCurve}）`,
      },
      worst.deviation,
      TOLERANCE_DB,
    )
  },
}
