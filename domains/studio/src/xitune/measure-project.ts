import { autoTune } from '../autotune/index.ts'
import type { Seat } from '../cabin/vehicle-models.ts'
import type { Chain, ProjectDocument } from '../chain/chain.ts'
import {
  alignedTarget,
  analyze,
  type Curve,
  type Finding,
  isTargetCurve,
  measure,
  toSpectrumPart,
} from '../measurement/index.ts'
import type { SignalType } from '../measurement/measurement-noise.ts'

/** How close XiTune's auto-tune brings a seat to its target (± dB, 100 Hz – 10 kHz). */
export const TOLERANCE_DB = 3

/** A call the agent can make to apply one auto-tune round. */
export interface SuggestedCall {
  name: 'update-link' | 'update-param'
  args: Record<string, unknown>
}

/** A project measured at a seat: the curve against its target, what is wrong, and how to fix it. */
export interface ProjectMeasurement {
  position: Seat
  signalType: SignalType
  vehicleModel: string
  targetCurve: string
  curve: Curve
  target: Curve
  summary: {
    levelDb: number
    bassDb: number
    trebleDb: number
    maxDeviationDb: number
    rmsDeviationDb: number
    toleranceDb: number
    withinTolerance: boolean
  }
  findings: Finding[]
  /** Auto-tune's changes as tool calls (empty when within tolerance). */
  suggestions: SuggestedCall[]
}

/** Measures a project's chain at a seat (simulated cabin, seeded noise) and analyses it against the project's target. */
export function measureProject(
  project: ProjectDocument,
  position: Seat,
  signalType: SignalType,
  seed: number,
  options: { suggest?: boolean } = {},
): ProjectMeasurement {
  const target = isTargetCurve(project.targetCurve) ? project.targetCurve : 'flat'
  const measureChain = (chain: Chain) =>
    measure({
      chain,
      sampleRate: project.sampleRate,
      vehicleModel: project.vehicleModel,
      seat: position,
      signalType,
      seed,
    })
  const measured = measureChain(project.chain)
  const aligned = alignedTarget(target, measured.curve)
  const analysis = analyze(measured.curve, aligned)
  const withinTolerance = analysis.maxDeviationDb <= TOLERANCE_DB
  return {
    position,
    signalType,
    vehicleModel: project.vehicleModel,
    targetCurve: target,
    curve: measured.curve,
    target: aligned,
    summary: {
      levelDb: round(measured.summary.levelDb),
      bassDb: round(measured.summary.bassDb),
      trebleDb: round(measured.summary.trebleDb),
      maxDeviationDb: round(analysis.maxDeviationDb),
      rmsDeviationDb: round(analysis.rmsDeviationDb),
      toleranceDb: TOLERANCE_DB,
      withinTolerance,
    },
    findings: analysis.findings,
    suggestions:
      withinTolerance || options.suggest === false
        ? []
        : suggestionsFor(project, (chain) => measureChain(chain).curve, target),
  }
}

/**
 * Auto-tune's answer, expressed as the update-link and update-param calls that make it: the bands it added
 * and the parameters it changed, from the chain as it is to the chain it converged to (or got closest to).
 */
function suggestionsFor(
  project: ProjectDocument,
  measureChain: (chain: Chain) => Curve,
  target: 'flat' | 'harman-car',
): SuggestedCall[] {
  const tuned = autoTune({
    measure: measureChain,
    chain: project.chain,
    target,
    sampleRate: project.sampleRate,
    toleranceDb: TOLERANCE_DB,
  })
  const before = new Map(project.chain.modules.map((module) => [module.id, module]))
  const calls: SuggestedCall[] = []
  for (const module of tuned.chain.modules) {
    const previous = before.get(module.id)
    if (!previous) {
      // Auto-tune puts its first band at the chain input, ahead of the limiter that guards the output.
      const after = tuned.chain.connections.find((connection) => connection.to === module.id)?.from ?? 'start'
      calls.push({
        name: 'update-link',
        args: {
          operation: 'add',
          moduleId: module.id,
          payload: {
            type: module.type,
            params: module.params,
            after,
          },
        },
      })
      continue
    }
    for (const [paramKey, value] of Object.entries(module.params))
      if (JSON.stringify(previous.params[paramKey]) !== JSON.stringify(value))
        calls.push({ name: 'update-param', args: { moduleId: module.id, paramKey, value } })
  }
  return calls
}

/** The curve at 1/3-octave centres, rounded: what a model reads without thousands of numbers. */
export function thirdOctavePoints(curve: Curve): Array<{ hz: number; db: number }> {
  const points: Array<{ hz: number; db: number }> = []
  for (let band = -17; band <= 13; band++) {
    const hz = 1000 * 2 ** (band / 3)
    let nearest = 0
    curve.frequencies.forEach((f, i) => {
      if (Math.abs(Math.log(f / hz)) < Math.abs(Math.log(curve.frequencies[nearest]! / hz))) nearest = i
    })
    points.push({ hz: Math.round(hz), db: round(curve.magnitudeDb[nearest]!) })
  }
  return points
}

/** The measurement as the agent's spectrum part (256 bins up to Nyquist). */
export function measurementSpectrum(measurement: ProjectMeasurement) {
  const part = toSpectrumPart(measurement.curve, {
    bins: 256,
    label: `${measurement.vehicleModel} ${measurement.position} ${measurement.signalType}`,
  })
  return { ...part, magnitudesDb: part.magnitudesDb.map(round) }
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
