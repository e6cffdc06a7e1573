import { moduleDefinition } from '../catalogue/index.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { amountsIn } from './amounts.ts'
import { unitFits } from './param-bindings.ts'
import { VOCABULARY } from './vocabulary.ts'

/**
 * The one module a request with no module named can only mean, or undefined:
 * - by the units of its values: "24 dB/oct please" fits only a module with a filter order; of the modules
 *   whose parameter was named ("change the slope to 24 dB/oct": the shelves' slope takes no dB/oct), only
 *   those that can hold every value said;
 * - by a word that implies a module when none is named ("make it 2 dB louder": the trim gain).
 * Several or none leave the request as it was, to be asked about.
 */
export function impliedModule(
  text: string,
  owners: readonly ChainModule[],
  project: ProjectDocument,
): ChainModule | undefined {
  const units = amountsIn(text)
    .map((amount) => amount.unit)
    .filter((unit) => unit === 'dbPerOctave' || unit === 'order')
  if (units.length > 0) {
    const pool = owners.length > 0 ? owners : project.chain.modules
    const fits = pool.filter((module) =>
      units.every((unit) => moduleDefinition(module.type)?.params.some((param) => unitFits(param, unit))),
    )
    if (fits.length === 1) return fits[0]
  }
  if (owners.length > 0) return undefined
  const lower = text.toLowerCase()
  const implied = VOCABULARY.impliedModules.filter((entry) => entry.list.test(lower))
  const modules = project.chain.modules.filter((module) =>
    implied.some((entry) => entry.type === module.type),
  )
  return modules.length === 1 && amountsIn(text).some((amount) => amount.unit === 'db')
    ? modules[0]
    : undefined
}
