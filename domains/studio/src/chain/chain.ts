import type { ParamValue } from '../catalogue/module-definition.ts'

/** One module instance in a chain ("链路"): a catalogue type with its parameter values. */
export interface ChainModule {
  /** Unique in the chain, e.g. `lowShelf`, `peq1`. */
  id: string
  /** A catalogue id, e.g. `eq-shelf-v2`. */
  type: string
  name?: string
  /** Values by parameter key; a missing key holds the catalogue default. */
  params: Record<string, ParamValue>
  /** A bypassed module passes audio unchanged. */
  bypass?: boolean
}

/** A directed connection; `fromPort` names an output of a splitting module (a crossover's `low`/`high`). */
export interface ChainConnection {
  from: string
  to: string
  fromPort?: string
}

export type BindingMode = 'absolute' | 'offset' | 'multiplier'

/** A parameter driven by a vehicle signal (LiveAmp style), seed 000 §4.3 bind-param-to-signal. */
export interface SignalBinding {
  moduleId: string
  paramKey: string
  signalName: string
  mode: BindingMode
}

/**
 * A signal chain: modules in order and the connections between them (an acyclic graph). Audio enters at
 * the modules without inputs and leaves at the modules without outputs; parallel branches sum.
 */
export interface Chain {
  modules: ChainModule[]
  connections: ChainConnection[]
  bindings: SignalBinding[]
}

/** A tuning project: one chain on one vehicle model, at one sample rate. */
export interface ProjectDocument {
  name: string
  /** A simulated vehicle model id (the cabin XiTune measures). */
  vehicleModel: string
  sampleRate: number
  /** The target curve auto-tune and the test suites aim at. */
  targetCurve: string
  chain: Chain
}
