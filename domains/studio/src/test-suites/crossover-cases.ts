import { phaseDeg } from '@mindwire/dsp'
import { moduleDisplayName } from '../catalogue/index.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { moduleResponse } from '../dsp/module-response.ts'
import { result, type TestCase } from './test-case.ts'

/** Largest phase difference between a crossover's adjacent bands at their crossover frequency. */
export const MAX_CROSSOVER_PHASE_DEG = 30

export const crossoverPhaseCase: TestCase = {
  id: 'crossover-phase',
  name: `phase continuity at crossovers (bands within ${MAX_CROSSOVER_PHASE_DEG}° at fc)`,
  nameZh: `分频点相位连续（相邻频段相差小于 ${MAX_CROSSOVER_PHASE_DEG}°）`,
  run(project) {
    const crossovers = project.chain.modules.filter(
      (module) => module.type.startsWith('crossover-') && !module.bypass,
    )
    if (crossovers.length === 0)
      return result(this, true, { en: 'no crossover in the chain', zh: '链路中没有分频器' })
    let worst = 0
    let where = { en: '', zh: '' }
    for (const module of crossovers) {
      for (const [low, high, fc] of bandPairs(project, module.id)) {
        const options = { sampleRate: project.sampleRate }
        const a = moduleResponse(module, [fc], options, low)
        const b = moduleResponse(module, [fc], options, high)
        const difference = Math.abs(wrap(phaseDeg(a)[0]! - phaseDeg(b)[0]!))
        if (difference >= worst) [worst, where] = [difference, placeNamed(project, module, low, high, fc)]
      }
    }
    return result(
      this,
      worst <= MAX_CROSSOVER_PHASE_DEG,
      {
        en: `largest band phase difference ${worst.toFixed(1)}° (${where.en})`,
        zh: `相邻频段最大相位差 ${worst.toFixed(1)}°（${where.zh}）`,
      },
      Math.round(worst * 10) / 10,
      MAX_CROSSOVER_PHASE_DEG,
    )
  },
}

/** Where a phase difference was found, named as the page names the module (never its id). */
function placeNamed(project: ProjectDocument, module: ChainModule, low: string, high: string, fc: number) {
  const chain = project.chain.modules
  const hz = Math.round(fc)
  return {
    en: `${moduleDisplayName(module, chain, false)} ${low}/${high} at ${hz} Hz`,
    zh: `${moduleDisplayName(module, chain, true)} ${BAND_ZH[low] ?? low}/${BAND_ZH[high] ?? high}，${hz} Hz`,
  }
}

/** A crossover's outputs (crossover-2way low|high, crossover-3way low|mid|high) in Chinese. */
const BAND_ZH: Record<string, string> = { low: '低频', mid: '中频', high: '高频' }

function bandPairs(project: ProjectDocument, moduleId: string): Array<[string, string, number]> {
  const module = project.chain.modules.find((candidate) => candidate.id === moduleId)!
  const number = (key: string, fallback: number) =>
    typeof module.params[key] === 'number' ? (module.params[key] as number) : fallback
  if (module.type.startsWith('crossover-3way'))
    return [
      ['low', 'mid', number('fcLow', 400)],
      ['mid', 'high', number('fcHigh', 4000)],
    ]
  return [['low', 'high', number('fc', 3000)]]
}

function wrap(degrees: number): number {
  return ((((degrees + 180) % 360) + 360) % 360) - 180
}
