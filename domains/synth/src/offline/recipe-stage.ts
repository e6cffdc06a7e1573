import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { Patch } from './lexicon.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import type { TurnCall } from './read-turn.ts'
import { recipeSequence } from './recipe-pattern.ts'
import { type RecipeGroup, readRecipeChain, readRecipeSettings } from './recipe-text.ts'
import { type PlannedCall, stepCalls } from './step-calls.ts'
import { linkHandles } from './wiring.ts'

/** The next calls of a timbre request, or what to say when the recipe cannot be applied. */
export type RecipeNext = { calls: PlannedCall[] } | { problem: string }

/**
 * After the patch page's search (step A): on a canvas with modules, the recipe's values for the modules
 * present (step B); on an empty canvas, the recipe's modules (step B), then their wiring and values with
 * the ids B's results gave (step C). Only what the page says is used; a page that is missing is said.
 */
export function recipeNext(
  patch: Patch,
  search: TurnCall | undefined,
  canvas: CanvasSnapshot,
  newIds: readonly (string | undefined)[] | undefined,
  chinese: boolean,
): RecipeNext {
  const texts = pageTexts(search, patch)
  const missing = chinese
    ? `知识库里没有找到 ${patch} 音色的配方，画布没有改动。`
    : `The knowledge base has no ${patch} recipe; nothing was changed.`
  if (texts.length === 0) return { problem: missing }
  const settings = readRecipeSettings(texts)
  if (canvas.nodes.length > 0) {
    const calls = canvas.nodes.flatMap((node) =>
      [...(settings.get(node.type) ?? [])].map(([parameter, value]) => ({
        name: 'update_module_parameter',
        args: { moduleId: node.id, parameter, value },
      })),
    )
    return calls.length > 0 ? { calls } : { problem: nothingToTune(patch, chinese) }
  }
  const chain = readRecipeChain(texts)
  if (!chain) return { problem: missing }
  // A built sequencer plays the notes the page writes for it; without them the patch is silent.
  const sequence = recipeSequence(texts)
  if (sequence && chain.some((group) => group.type === 'sequencer')) {
    const sequencer = settings.get('sequencer') ?? new Map<string, number | string>()
    if (!sequencer.has('sequence')) sequencer.set('sequence', sequence)
    settings.set('sequencer', sequencer)
  }
  const steps = buildSteps(chain, settings)
  return { calls: newIds ? stepCalls(steps, 'B', newIds) : stepCalls(steps, 'A') }
}

/** The contents of the patch page's sections among the search results, in the order found. */
function pageTexts(search: TurnCall | undefined, patch: Patch): string[] {
  if (!search?.result || search.result.isError) return []
  const results = (search.result.output as { results?: Array<{ content?: unknown; source?: unknown }> })
    .results
  return (results ?? [])
    .filter((result) => String(result.source).includes(`patch-${patch}`))
    .map((result) => String(result.content))
}

/** Adds for every module of the chain, each group feeding the next, and the recipe's values. */
function buildSteps(
  chain: readonly RecipeGroup[],
  settings: ReturnType<typeof readRecipeSettings>,
): PlannedStep[] {
  const steps: PlannedStep[] = []
  const groups: ModuleRef[][] = []
  let index = 0
  for (const group of chain) {
    const refs: ModuleRef[] = []
    for (let n = 0; n < group.count; n++) {
      steps.push({ kind: 'add', index, type: group.type })
      refs.push({ kind: 'new', index: index++, type: group.type })
    }
    groups.push(refs)
  }
  groups.forEach((refs, position) => {
    for (const ref of refs) {
      for (const [parameter, value] of settings.get(ref.type) ?? [])
        steps.push({ kind: 'set', target: ref, parameter, value })
      for (const next of groups[position + 1] ?? [])
        for (const handles of linkHandles(ref.type, next.type))
          steps.push({ kind: 'connect', from: ref, to: next, handles })
    }
  })
  return steps
}

function nothingToTune(patch: Patch, chinese: boolean): string {
  return chinese
    ? `${patch} 的配方里没有画布上这些模块的参数，画布没有改动。`
    : `The ${patch} recipe has no settings for the modules on the canvas; nothing was changed.`
}
