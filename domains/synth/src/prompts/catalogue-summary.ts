import { MODULE_CATALOGUE } from '../catalogue/catalogue.ts'
import type { PortDefinition } from '../catalogue/module-definition.ts'

/**
 * One line per module type: type key, label, ports with their types. Parameter details stay out of the
 * prompt on purpose: the model must read them with get_module_details (seed 001 §4.2.4).
 */
export function catalogueSummary(): string {
  return MODULE_CATALOGUE.map((definition) => {
    const inputs = ports(definition.inputs)
    const outputs = ports(definition.outputs)
    return `- ${definition.type} (${definition.label}, ${definition.category}): in ${inputs}; out ${outputs}`
  }).join('\n')
}

function ports(list: readonly PortDefinition[]): string {
  return list.length === 0 ? '—' : list.map((port) => `${port.name}:${port.type}`).join(', ')
}
