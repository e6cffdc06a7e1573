import { findParam, moduleDefinition } from '../catalogue/catalogue.ts'
import type { ParamValue } from '../catalogue/module-definition.ts'
import type { Chain, ChainModule } from '../chain/chain.ts'
import { type Analysis, analyze } from '../measurement/analyze.ts'
import type { Curve } from '../measurement/curve.ts'
import { alignedTarget, type TargetCurveName } from '../measurement/target-curves.ts'
import { AUTO_EQ_TYPE, autoEqModules, insertAutoEq, nextAutoEqId } from './auto-eq-modules.ts'
import { type Band, type BandLimits, bandsDb, greedyBand, refineBands } from './fit-bands.ts'

/** What auto-tune needs: a way to measure a chain, the chain, and what to aim at. */
export interface AutoTuneRequest {
  /** Measures a chain (in XiTune: play it in the car and record at the seat). */
  measure: (chain: Chain) => Curve
  chain: Chain
  target: TargetCurveName
  sampleRate: number
  /** ± dB the curve must stay within in `bandHz` (default 3). */
  toleranceDb?: number
  /** Assessment band (default 100 Hz – 10 kHz). */
  bandHz?: [number, number]
  /** Measure–fit rounds (default 10). */
  maxIterations?: number
  /** Most auto-tune bands in the chain (default 8). */
  maxBands?: number
  /** Largest boost of any band (default +6 dB, as the parametric EQ document advises). */
  maxBoostDb?: number
}

/** One parameter auto-tune set; `previous` is undefined on a module it created. */
export interface ParamChange {
  moduleId: string
  paramKey: string
  value: ParamValue
  previous: ParamValue | undefined
}

/** One measure–fit round. */
export interface AutoTuneIteration {
  index: number
  changes: ParamChange[]
  /** Modules created this round (record them as update-link changes). */
  addedModules: string[]
  /** max |deviation| in band measured after this round. */
  maxDeviationDb: number
}

/** The outcome: the tuned chain, every round, and how far from target before and after. */
export interface AutoTuneResult {
  chain: Chain
  iterations: AutoTuneIteration[]
  addedModules: ChainModule[]
  before: { maxDeviationDb: number; rmsDeviationDb: number }
  after: { maxDeviationDb: number; rmsDeviationDb: number }
  converged: boolean
}

/** The band box from the eq-parametric catalogue entry, with the boost cap and a Q ceiling for stability. */
export function bandLimits(bandHz: [number, number], maxBoostDb: number): BandLimits {
  const definition = moduleDefinition(AUTO_EQ_TYPE)!
  const range = (key: string): [number, number] => {
    const spec = findParam(definition, key)
    if (spec?.type !== 'number') throw new Error(`${AUTO_EQ_TYPE} has no number parameter ${key}`)
    return [spec.min, spec.max]
  }
  const fc = range('fc')
  const gain = range('gainDb')
  const q = range('q')
  return {
    fcHz: [Math.max(fc[0], bandHz[0] / 1.5), Math.min(fc[1], bandHz[1] * 1.5)],
    gainDb: [gain[0], Math.min(gain[1], maxBoostDb)],
    // Very narrow bands chase measurement noise; 0.5–10 covers cabin modes and broad tonal moves.
    q: [Math.max(q[0], 0.5), Math.min(q[1], 10)],
  }
}

const bandOf = (m: ChainModule): Band => ({
  fc: Number(m.params.fc ?? 1000),
  gainDb: Number(m.params.gainDb ?? 0),
  q: Number(m.params.q ?? 1.41),
})

/** Fits peaking bands until the measured curve is within tolerance of the target, or the budget runs out. */
export function autoTune(request: AutoTuneRequest): AutoTuneResult {
  const tolerance = request.toleranceDb ?? 3
  const bandHz = request.bandHz ?? [100, 10_000]
  const limits = bandLimits(bandHz, request.maxBoostDb ?? 6)
  const fs = request.sampleRate
  const assess = (chain: Chain): { curve: Curve; target: Curve; analysis: Analysis } => {
    const curve = request.measure(chain)
    const target = alignedTarget(request.target, curve)
    return { curve, target, analysis: analyze(curve, target, { bandHz }) }
  }
  let chain = request.chain
  let state = assess(chain)
  const before = pick(state.analysis)
  const iterations: AutoTuneIteration[] = []
  const added: ChainModule[] = []
  for (let index = 1; index <= (request.maxIterations ?? 10); index++) {
    if (state.analysis.maxDeviationDb <= tolerance) break
    const modules = autoEqModules(chain)
    const current = modules.map(bandOf)
    const { frequencies } = state.curve
    const baseDb = state.curve.magnitudeDb.map((db, i) => db - bandsDb(current, [frequencies[i]!], fs)[0]!)
    const bands = [...current]
    const ids = modules.map((m) => m.id)
    const addedNow: string[] = []
    if (bands.length < (request.maxBands ?? 8)) {
      const band = greedyBand(frequencies, state.analysis.deviationDb, bandHz, limits)
      if (band) {
        const module: ChainModule = { id: nextAutoEqId(chain), type: AUTO_EQ_TYPE, params: {} }
        chain = insertAutoEq(chain, module)
        bands.push(band)
        ids.push(module.id)
        addedNow.push(module.id)
        added.push(module)
      }
    }
    const fitted = refineBands(bands, frequencies, baseDb, state.target.magnitudeDb, bandHz, limits, fs)
    const changes: ParamChange[] = []
    chain = {
      ...chain,
      modules: chain.modules.map((m) => {
        const k = ids.indexOf(m.id)
        if (k < 0) return m
        const band = fitted[k]!
        const params = {
          ...m.params,
          fc: round(band.fc, 1),
          gainDb: round(band.gainDb, 1),
          q: round(band.q, 2),
        }
        for (const key of ['fc', 'gainDb', 'q'] as const) {
          if (params[key] !== m.params[key])
            changes.push({ moduleId: m.id, paramKey: key, value: params[key], previous: m.params[key] })
        }
        return { ...m, params }
      }),
    }
    const previousMax = state.analysis.maxDeviationDb
    state = assess(chain)
    iterations.push({ index, changes, addedModules: addedNow, maxDeviationDb: state.analysis.maxDeviationDb })
    // With every band placed and no progress left, more rounds would only repeat the same fit.
    if (addedNow.length === 0 && state.analysis.maxDeviationDb >= previousMax - 0.01) break
  }
  const finalAdded = added.map((m) => chain.modules.find((x) => x.id === m.id)!)
  return {
    chain,
    iterations,
    addedModules: finalAdded,
    before,
    after: pick(state.analysis),
    converged: state.analysis.maxDeviationDb <= tolerance,
  }
}

function pick(analysis: Analysis): { maxDeviationDb: number; rmsDeviationDb: number } {
  return { maxDeviationDb: analysis.maxDeviationDb, rmsDeviationDb: analysis.rmsDeviationDb }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
