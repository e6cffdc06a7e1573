// Browser-safe entry: data and pure functions only (apps/web imports it).
export {
  defaultParams,
  MODULE_CATALOGUE,
  MODULE_TYPES,
  moduleDefinition,
  parameterDefinition,
} from './catalogue.ts'
export {
  CONNECTION_PROBLEM_TEXT,
  connectionProblemText,
  MODULE_HELP,
  optionLabel,
  PARAMETER_LABELS,
  PARAMETER_LABELS_EN,
  parameterLabel,
  portLabel,
} from './display-text.ts'
export type {
  ModuleCategory,
  ModuleDefinition,
  ParameterDefinition,
  PortDefinition,
  PortType,
} from './module-definition.ts'
