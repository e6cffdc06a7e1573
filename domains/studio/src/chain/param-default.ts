import type { ParamSpec, ParamValue } from '../catalogue/module-definition.ts'

/** A parameter's catalogue default, as a value a chain module can hold (copied: defaults are shared). */
export function paramDefault(spec: ParamSpec): ParamValue {
  return structuredClone(spec.default) as ParamValue
}
