import type { ParamValue } from '../catalogue/module-definition.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import type { Ask } from './asks.ts'
import type { ModuleRef } from './module-refs.ts'
import { bindValues } from './param-bindings.ts'
import { INTENT_WORDS, VOCABULARY } from './vocabulary.ts'

/** A module a request adds: its catalogue type, the values said for it, and where it goes. */
export interface AddReading {
  type: string
  params: Record<string, ParamValue>
  after?: string
}

/**
 * Reads "add a PEQ at 1 kHz, −3 dB, Q 2 before the limiter": the kind named nearest the verb (a kind from
 * the vocabulary's addable kinds), the values bound to the new module's parameters, and the place from
 * "after X" / "before X" / "at the front". `undefined` when no addable kind is named.
 */
export function readAdd(
  raw: string,
  refs: readonly ModuleRef[],
  project: ProjectDocument,
): { add: AddReading } | { ask: Ask } | undefined {
  // "we need a compressor", 缺一个压缩器: a need said of a kind is an add, unless the chain has one already.
  const wished = !INTENT_WORDS.add.test(raw)
  const verb = INTENT_WORDS.add.find(raw)[0] ?? INTENT_WORDS.need.find(raw)[0]
  if (!verb) return undefined
  const hits = VOCABULARY.addableKinds
    .flatMap((kind) => kind.list.find(raw).map((hit) => ({ ...hit, kind })))
    .sort((a, b) => Math.abs(a.at - verb.end) - Math.abs(b.at - verb.end))
  // "add 2 dB to the low shelf" changes the shelf there; "add a low shelf" adds one: a kind the chain
  // already has is new only with an indefinite word before it ("把压缩器加在限幅器前面" adds the compressor).
  const isNew = (hit: (typeof hits)[number]) => {
    const existing = refs.some((ref) => ref.at < hit.end && ref.end > hit.at)
    const indefinite = VOCABULARY.indefinite
      .find(raw.slice(verb.at, hit.at + 1))
      .some((word) => word.end <= hit.at - verb.at + 1)
    return !existing || (hit.at > verb.at && indefinite)
  }
  const hit = hits.find(isNew)
  if (!hit) return undefined
  if (wished && hasKind(project, hit.kind)) return undefined
  const preset: Record<string, ParamValue> = { ...(hit.kind.params ?? {}) }
  const module = { id: 'new', type: hit.kind.type, params: preset }
  const anchors = refs.filter((ref) => ref.end <= hit.at || ref.at >= hit.end)
  const values = bindValues(raw, [{ module, at: hit.at, end: hit.end }], true)
  if (values && 'ask' in values) return values
  for (const change of values?.changes ?? []) preset[change.paramKey] = change.value
  const after = placeOf(raw, anchors, project)
  return { add: { type: hit.kind.type, params: preset, ...(after ? { after } : {}) } }
}

/**
 * The module kind a request names apart from the modules it refers to ("swap the limiter for a soft
 * clipper": the clipper), for a replacement said in kind words rather than a catalogue id.
 */
export function kindNamedApart(raw: string, refs: readonly ModuleRef[]): string | undefined {
  const apart = (hit: { at: number; end: number }) =>
    !refs.some((ref) => ref.at < hit.end && ref.end > hit.at)
  return VOCABULARY.addableKinds
    .flatMap((kind) => kind.list.find(raw).map((hit) => ({ ...hit, type: kind.type })))
    .filter(apart)
    .sort((a, b) => a.at - b.at)[0]?.type
}

/** Where a new module goes: after the module named with "after", before the one named with "before", or first. */
function placeOf(raw: string, anchors: readonly ModuleRef[], project: ProjectDocument): string | undefined {
  const nearest = (at: number) =>
    [...anchors].sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0]?.module.id
  // "between the low and high shelves", 在低架和高架之间: after whichever of the two comes first in the chain.
  // "between the two shelves": one word that fits two modules names both.
  const ends = anchors.flatMap((ref) => (ref.candidates ?? [ref.module]).map((module) => module.id))
  if (VOCABULARY.between.test(raw) && ends.length === 2) {
    const order = project.chain.modules.map((module) => module.id)
    const [first] = ends.sort((a, b) => order.indexOf(a) - order.indexOf(b))
    return first
  }
  const after = INTENT_WORDS.after.find(raw)[0]
  if (after) return nearest(after.at)
  // 最前面 holds 前面 ("before"): the front of the chain is said first.
  if (INTENT_WORDS.toFront.test(raw) && !anchors.length) return 'start'
  const before = VOCABULARY.before.find(raw)[0]
  if (before) {
    const target = nearest(before.at)
    return target ? slotBefore(project, target) : undefined
  }
  return INTENT_WORDS.toFront.test(raw) ? 'start' : undefined
}

/** The place just before a module, as an "after" anchor: the module feeding it, or the chain's start. */
export function slotBefore(project: ProjectDocument, moduleId: string): string {
  return project.chain.connections.find((connection) => connection.to === moduleId)?.from ?? 'start'
}

/** Whether the chain holds a module of this kind (its type, and the preset that makes it this kind). */
function hasKind(project: ProjectDocument, kind: { type: string; params?: Record<string, string> }): boolean {
  return project.chain.modules.some(
    (module) =>
      module.type === kind.type &&
      Object.entries(kind.params ?? {}).every(([key, value]) => module.params[key] === value),
  )
}
