// The XiAlgo catalogue: data and pure functions only, so tools, the offline engine and the web app share it.
export { findParam, MODULES, moduleDefinition } from './catalogue.ts'
export { checkParamValue, type ParamCheck } from './check-param-value.ts'
export { defaultParams } from './default-params.ts'
export { enumLabel, moduleDisplayName, paramLabel } from './display-names.ts'
export type {
  ModuleDefinition,
  ParamSpec,
  ParamValue,
  ResponseKind,
  SignalClass,
} from './module-definition.ts'
