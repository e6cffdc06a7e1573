import type { CatalogueModule, ChainModule, Environment } from '../api/studio-types.ts'

/**
 * How the page names what a project holds, in its language, never by id (issue 43): a module by the name it
 * was given, else its catalogue title (with its position when the chain holds several of that type, as the
 * copilot's replies say it, domains/studio/src/catalogue/display-names.ts); a parameter by its catalogue
 * label; a target curve, a vehicle and a seat by their names from the environment. Something the page cannot name
 * (a module deleted since, an artifact older than the labels) is shown as written.
 */
export interface ChainNames {
  /** A module of the chain by id; one no longer in it by its type's title when the type is known. */
  module(id: string, type?: string): string
  /** A module type's catalogue title. */
  type(type: string): string
  /** A parameter of a module (of the chain, or of a type) by its label. */
  param(key: string, module?: { id?: string; type?: string }): string
  curve(id: string): string
  vehicle(id: string): string
  seat(id: string): string
}

export interface NamesSource {
  modules: readonly ChainModule[]
  catalogue: readonly CatalogueModule[]
  environment: Environment | null
  english: boolean
}

export function chainNames({ modules, catalogue, environment, english }: NamesSource): ChainNames {
  const definition = (type: string | undefined) => catalogue.find((entry) => entry.id === type)
  const title = (type: string) => {
    const found = definition(type)
    return (english ? found?.title : (found?.titleZh ?? found?.title)) ?? type
  }
  const module = (id: string, type?: string) => {
    const found = modules.find((candidate) => candidate.id === id)
    if (!found) return type && definition(type) ? title(type) : id
    if (found.name) return found.name
    if (!definition(found.type)) return id
    const sameType = modules.filter((other) => other.type === found.type).length
    if (sameType < 2) return title(found.type)
    const position = modules.indexOf(found) + 1
    return english ? `${title(found.type)} (no. ${position})` : `${title(found.type)}（第 ${position} 个）`
  }
  const param = (key: string, of?: { id?: string; type?: string }) => {
    const type = of?.type ?? modules.find((candidate) => candidate.id === of?.id)?.type
    const specs = type ? (definition(type)?.params ?? []) : catalogue.flatMap((entry) => entry.params)
    const spec = specs.find((candidate) => candidate.key === key)
    return (english ? spec?.label : spec?.labelZh) ?? key
  }
  const named = (list: readonly { id: string; name: string; nameZh: string }[] | undefined, id: string) => {
    const found = list?.find((entry) => entry.id === id)
    return found ? (english ? found.name : found.nameZh) : id
  }
  return {
    module,
    type: title,
    param,
    curve: (id) => named(environment?.targetCurves, id),
    vehicle: (id) => named(environment?.vehicles, id),
    seat: (id) => named(environment?.seats, id),
  }
}
