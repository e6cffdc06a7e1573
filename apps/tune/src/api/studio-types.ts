/** The shapes of the studio's /api/studio routes as this app reads them (domains/studio/src/api). */

// Type-only: erased at build, so none of the domain's server code reaches the browser bundle.
import type { TestCaseResult } from '@mindwire/studio'
import type { Chain, ChainModule, ProjectDocument } from '@mindwire/studio/chain'

export type { Chain, ChainModule }
export type ParamValue = ChainModule['params'][string]

export interface Revision {
  revision: number
  batchId: string
  actor: 'person' | 'agent' | 'undo'
  sessionId: string | null
  summary: string
  undoneBy: string | null
  createdAt: number
}

export interface ProjectSummary {
  id: string
  name: string
  revision: number
  createdAt: number
  updatedAt: number
}

export interface Project extends ProjectSummary {
  document: ProjectDocument
  revisions: Revision[]
}

/** A parameter of a catalogue module. */
export interface ParamSpec {
  key: string
  type: 'number' | 'enum' | 'boolean' | 'text' | 'numberList' | 'curve'
  min?: number
  max?: number
  step?: number
  default?: ParamValue
  unit?: string
  values?: string[]
  description?: string
  /** What people call it, in English and Chinese (the catalogue's param-labels.json). */
  label?: string
  labelZh?: string
  /** An enum's choices as people call them, in the order of `values` (the catalogue's enum-labels.json). */
  valueLabels?: string[]
  valueLabelsZh?: string[]
}

/** An XiAlgo module type (GET /api/studio/catalogue). */
export interface CatalogueModule {
  id: string
  title: string
  titleZh?: string
  category: string
  params: ParamSpec[]
}

export interface Environment {
  vehicles: { id: string; name: string; nameZh: string }[]
  seats: { id: string; name: string; nameZh: string }[]
  targetCurves: { id: string; name: string; nameZh: string }[]
  suites: { id: string; title: string; titleZh: string; cases: string[] }[]
}

export interface VehicleSignal {
  name: string
  /** What a person calls it (the signal catalogue's titles); the name is for code. */
  title: string
  titleZh: string
  unit: string
  description: string
  descriptionZh?: string
}

/** A measurement artifact's data (POST /measurements). */
export interface MeasurementData {
  position: string
  revision: number
  targetCurve: string
  summary: { maxDeviationDb: number; rmsDeviationDb: number; toleranceDb: number; withinTolerance: boolean }
  findings: { kind: string; frequencyHz: number; deviationDb: number; text: string }[]
  frequencies: number[]
  magnitudeDb: number[]
  targetDb: number[]
}

/** A test run artifact's data (POST /test-runs). */
export interface TestRunData {
  suiteId: string
  ok: boolean
  passed: number
  failed: number
  ms: number
  cases: TestCaseResult[]
}

/** A generated-code artifact's data (POST /generated-code). */
export interface GeneratedCodeData {
  fileName: string
  code: string
  testFileName?: string
  testCode?: string
  kind: string
  ok: boolean
  summary: string
  compile: { ok: boolean; ms: number; errors: unknown[] }
  test: { ok: boolean; ms: number; cases: { name: string; ok: boolean; detail: string }[] }
}

/** One person's edit, in the shape of the agent's tool that makes it. */
export interface ProjectEdit {
  tool: 'update-link' | 'update-param' | 'bind-param-to-signal'
  args: Record<string, unknown>
}

export type {
  PanelControl as TuningPanelControl,
  TuningPanel as TuningPanelData,
} from '@mindwire/studio/forge'
