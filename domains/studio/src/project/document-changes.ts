import type { ParamValue } from '../catalogue/module-definition.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'

/** A module as a reply names it: its id (for models), catalogue type and given name (for people). */
export interface ChangedModule {
  id: string
  type: string
  name?: string
}

/** What moving the project from one document to another does to the modules both hold. */
export interface DocumentChanges {
  settings: Array<{
    module: ChangedModule
    key: string
    from: ParamValue | undefined
    to: ParamValue | undefined
  }>
  bypass: Array<{ module: ChangedModule; bypass: boolean }>
  /** Connections added or taken away. */
  rewired: number
}

/** A module an undo or a redo removes or brings back: its id, catalogue type and given name. */
export function moduleRef(module: ChainModule): ChangedModule {
  return { id: module.id, type: module.type, ...(module.name ? { name: module.name } : {}) }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The changes between two documents, module by module: an undo's or a redo's reply says these in words
 * (the revision summaries are the store's English, written with ids). Added and removed modules are
 * said on their own, so only modules both documents hold are compared here.
 */
export function documentChanges(from: ProjectDocument, to: ProjectDocument): DocumentChanges {
  const settings: DocumentChanges['settings'] = []
  const bypass: DocumentChanges['bypass'] = []
  for (const now of from.chain.modules) {
    const then = to.chain.modules.find((module) => module.id === now.id)
    if (!then) continue
    const keys = new Set([...Object.keys(now.params), ...Object.keys(then.params)])
    for (const key of keys)
      if (!same(now.params[key], then.params[key]))
        settings.push({ module: moduleRef(then), key, from: now.params[key], to: then.params[key] })
    if (Boolean(now.bypass) !== Boolean(then.bypass))
      bypass.push({ module: moduleRef(then), bypass: !!then.bypass })
  }
  // Connections of an added or removed module come and go with it; only rewiring among kept ones is said.
  const kept = new Set(
    from.chain.modules.filter((m) => to.chain.modules.some((t) => t.id === m.id)).map((m) => m.id),
  )
  const wires = (document: ProjectDocument) =>
    new Set(
      document.chain.connections
        .filter((connection) => kept.has(connection.from) && kept.has(connection.to))
        .map((connection) => JSON.stringify(connection)),
    )
  const before = wires(from)
  const after = wires(to)
  const rewired =
    [...before].filter((wire) => !after.has(wire)).length +
    [...after].filter((wire) => !before.has(wire)).length
  return { settings, bypass, rewired }
}
