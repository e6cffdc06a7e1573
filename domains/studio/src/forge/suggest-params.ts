import type { ModuleDefinition, ParamSpec, ParamValue } from '../catalogue/module-definition.ts'
import type { ChainModule } from '../chain/chain.ts'
import type { ResolvedModuleDef } from './module-def.ts'
import { STANDARD_PARAMS } from './module-kinds.ts'
import { type ExposureTier, type ParamValueType, paramExposure } from './param-exposure.ts'

/** One parameter of the module asked about, as the suggestion reads it. */
export interface ParamSubject {
  key: string
  type: ParamValueType
  min?: number
  max?: number
  unit?: string
  default: unknown
  /** The value in the project, when the module is one of the chain's. */
  value?: ParamValue
}

/** The module asked about: a chain module, a catalogue type or an XiForge definition. */
export interface ModuleSubject {
  /** The chain module's id, when it is one. */
  id?: string
  type: string
  title: string
  titleZh?: string
  params: ParamSubject[]
}

export interface ParamSuggestion extends Omit<ParamSubject, 'type'> {
  reason: { zh: string; en: string }
}

/** suggest-module-params' answer: every parameter in one of three tiers, with why; nothing is changed. */
export interface ModuleParamsSuggestion {
  module: { id?: string; type: string; title: string; titleZh?: string }
  /** On the tuning panel, in front. */
  expose: ParamSuggestion[]
  /** On the panel, folded under "advanced" (engineer only, within locked ranges). */
  advanced: ParamSuggestion[]
  /** Not on the panel: fixed at design time or set by configuration/calibration. */
  fixed: ParamSuggestion[]
}

/** Which parameters of a module a tuning panel should expose, and why each is where it is. */
export function suggestModuleParams(subject: ModuleSubject): ModuleParamsSuggestion {
  const tiers: Record<ExposureTier, ParamSuggestion[]> = { expose: [], advanced: [], fixed: [] }
  for (const { type, ...param } of subject.params) {
    const exposure = paramExposure(param.key, type)
    tiers[exposure.tier].push({ ...param, reason: exposure.reason })
  }
  const { params: _params, ...module } = subject
  return { module, ...tiers }
}

function specSubject(spec: ParamSpec, value: ParamValue | undefined): ParamSubject {
  const range = spec.type === 'number' || spec.type === 'numberList' ? { min: spec.min, max: spec.max } : {}
  const unit = spec.type === 'number' && spec.unit ? { unit: spec.unit } : {}
  return {
    key: spec.key,
    type: spec.type,
    ...range,
    ...unit,
    default: spec.default,
    ...(value === undefined ? {} : { value }),
  }
}

/** A catalogue type as a subject; with a chain module, its current values too (bypass included). */
export function catalogueSubject(definition: ModuleDefinition, module?: ChainModule): ModuleSubject {
  const params = definition.params.map((spec) => specSubject(spec, module?.params[spec.key]))
  if (module) params.push({ key: 'bypass', type: 'boolean', default: false, value: module.bypass === true })
  return {
    ...(module ? { id: module.id } : {}),
    type: definition.id,
    title: definition.title,
    titleZh: definition.titleZh,
    params,
  }
}

/** An XiForge definition as a subject: every standard parameter of its kind, whether the def lists it or not. */
export function forgeSubject(def: ResolvedModuleDef): ModuleSubject {
  const params = STANDARD_PARAMS[def.kind].map((standard): ParamSubject => {
    const given = def.params.find((param) => param.key === standard.key)
    const { key, min, max, unit } = given ?? standard
    return { key, type: 'number', min, max, ...(unit ? { unit } : {}), default: (given ?? standard).default }
  })
  return { type: def.kind, title: def.name, params }
}
