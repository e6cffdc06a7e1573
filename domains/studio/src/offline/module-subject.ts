import type { ProjectDocument } from '../chain/chain.ts'
import { kindNamedIn } from '../forge/index.ts'
import type { Ask } from './asks.ts'
import { catalogueIdsIn } from './catalogue-words.ts'
import { moduleRefs } from './module-refs.ts'
import { VOCABULARY } from './vocabulary.ts'

/** How a request names the module it asks about, as the arguments of the tools that answer about one. */
export type SubjectArgs =
  | { moduleId: string }
  | { type: string }
  | { moduleDef: { name: string; kind: string } }

/**
 * The module a question is about: a chain module named in it, else a catalogue type or an XiForge kind
 * named in it, else the module whose card it was asked from. Several fitting chain modules, or none
 * named and no card, is a question back — never a guess.
 */
export function moduleSubjectIn(
  raw: string,
  project: ProjectDocument & { focusModuleId?: string },
): { args: SubjectArgs } | { ask: Ask } {
  const refs = moduleRefs(raw, project)
  const unclear = refs.find((ref) => ref.candidates)
  if (unclear) return { ask: { kind: 'which-module', candidates: unclear.candidates!.map((m) => m.id) } }
  if (refs.length > 1) return { ask: { kind: 'which-module', candidates: refs.map((ref) => ref.module.id) } }
  if (refs[0]) return { args: { moduleId: refs[0].module.id } }
  const type = catalogueIdsIn(raw)[0] ?? VOCABULARY.addableKinds.find((kind) => kind.list.test(raw))?.type
  if (type) return { args: { type } }
  const kind = kindNamedIn(raw)
  if (kind) return { args: { moduleDef: { name: kind, kind } } }
  if (project.focusModuleId) return { args: { moduleId: project.focusModuleId } }
  const ids = project.chain.modules.map((module) => module.id)
  return ids.length > 0
    ? { ask: { kind: 'which-module', candidates: ids } }
    : { ask: { kind: 'cannot', what: 'unknown' } }
}
