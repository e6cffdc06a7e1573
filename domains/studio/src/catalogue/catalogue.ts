import { AUDIO_BLOCKS } from './audio-blocks.ts'
import type { ModuleDefinition, ParamSpec } from './module-definition.ts'

/** Every module type of the XiAlgo catalogue, one per processing-block document of the `xialgo` collection. */
export const MODULES: readonly ModuleDefinition[] = [...AUDIO_BLOCKS]

const byId = new Map(MODULES.map((definition) => [definition.id, definition]))

/** The catalogue entry of a type id (`eq-parametric-v2`), also found by its document id (`xialgo://…`). */
export function moduleDefinition(id: string): ModuleDefinition | undefined {
  return byId.get(id.startsWith('xialgo://') ? id.slice('xialgo://'.length) : id)
}

/** A parameter by its key or one of its aliases (case-insensitive). */
export function findParam(definition: ModuleDefinition, key: string): ParamSpec | undefined {
  const wanted = key.toLowerCase()
  return definition.params.find(
    (param) =>
      param.key.toLowerCase() === wanted || param.aliases?.some((alias) => alias.toLowerCase() === wanted),
  )
}
