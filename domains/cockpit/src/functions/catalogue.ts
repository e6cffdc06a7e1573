import { defaultCatalogue, findFunction } from '../catalogue/catalogue.ts'
import type { CatalogueFunction } from '../catalogue/load-catalogue.ts'
import type { CockpitDomain } from './cockpit-function.ts'

export type { CockpitDomain, CockpitFunction } from './cockpit-function.ts'
export { COLOR_NAMES } from './cockpit-function.ts'

/**
 * Every function of the shipped configuration (`config/functions/*.json`, COCKPIT_CONTRACT.md). A live
 * array: when the files change and reload, it holds the new catalogue.
 */
export const COCKPIT_FUNCTIONS: readonly CatalogueFunction[] = defaultCatalogue().functions

/** The catalogue entry called `name`, if there is one (in the shipped catalogue or another in use). */
export function cockpitFunction(name: string): CatalogueFunction | undefined {
  return findFunction(name)
}

/** The contract domain of function `name`; unknown names count as chat (nothing to execute). */
export function functionDomain(name: string): CockpitDomain {
  return findFunction(name)?.domain ?? 'chat'
}
