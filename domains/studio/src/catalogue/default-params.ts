import type { ModuleDefinition, ParamValue } from './module-definition.ts'

/**
 * Every parameter of a module at its catalogue default, keyed by parameter key. Lists and curves are
 * copies, so a chain that edits its values never changes the catalogue.
 */
export function defaultParams(definition: ModuleDefinition): Record<string, ParamValue> {
  const params: Record<string, ParamValue> = {}
  for (const spec of definition.params) {
    if (spec.type === 'curve') params[spec.key] = spec.default.map((point) => ({ ...point }))
    else if (spec.type === 'numberList') params[spec.key] = [...spec.default]
    else params[spec.key] = spec.default
  }
  return params
}
