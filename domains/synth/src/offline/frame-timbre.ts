import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { chooseRecipe, ENOUGH_EVIDENCE, type Recipe } from './recipes.ts'
import type { Token } from './tokens.ts'
import { linkHandles } from './wiring.ts'

/** A timbre request read: the steps of its recipe and the page they come from, or the question to ask. */
export type TimbrePlan = { steps: PlannedStep[]; preface: string } | { problem: string }

/**
 * "Make it sound like a warm bass", 来个明亮的主音, "something ambient and evolving": a sound asked for by its
 * name or by words that describe it, without values or other actions, is a recipe of recipes.json. On an
 * empty canvas its chain is built; on a canvas with modules, the modules present take its values. Undefined
 * when the sentence is not a timbre request (no sound word, too little evidence, or another action said).
 */
export function planTimbre(
  tokens: readonly Token[],
  canvas: CanvasSnapshot,
  chinese: boolean,
): TimbrePlan | undefined {
  const sounds = tokens.flatMap((token) =>
    token.kind === 'timbre' ? [{ patch: token.patch, describes: token.describes === true }] : [],
  )
  if (sounds.length === 0) return undefined
  const acts = tokens.some(
    (token) =>
      (token.kind === 'number' && !token.measure) ||
      token.kind === 'param' ||
      // "Make the tone darker" moves a value; it does not ask for a sound.
      (token.kind === 'relative' && token.direction !== undefined) ||
      (token.kind === 'verb' &&
        ['delete', 'disconnect', 'connect', 'undo', 'redo', 'ask'].includes(token.verb)) ||
      // "Not a pad": a sound said with a no is not asked for.
      (token.kind === 'role' && token.role === 'not'),
  )
  if (acts) return undefined
  // Describing words alone that do not add up to a sound ("an ambient reverb") leave the sentence as it is;
  // on a canvas with modules they never retune what is there: only a sound's name does.
  const named = sounds.some((sound) => !sound.describes)
  if (!named && sounds.length < ENOUGH_EVIDENCE) return undefined
  const choice = chooseRecipe(sounds)!
  if (choice.kind === 'unsure') return { problem: whichSound(choice.candidates, chinese) }
  const recipe = choice.recipe
  const stranger = strangerModule(tokens, recipe, canvas)
  if (stranger) return { problem: recipeOrModule(recipe, stranger, chinese) }
  if (!named && canvas.nodes.length > 0) return { problem: retuneFirst(recipe, chinese) }
  const steps = canvas.nodes.length === 0 ? buildSteps(recipe) : tuneSteps(recipe, canvas)
  if (steps.length === 0) return { problem: nothingToTune(recipe, chinese) }
  const preface = chinese
    ? `按知识库的 ${recipe.patch} 配方（${recipe.page}）：`
    : `From the knowledge base's ${recipe.patch} recipe (${recipe.page}): `
  return { steps, preface }
}

/** Outside a timbre request a sound name that also names a parameter is that parameter (set the bass to -6). */
export function timbreAsParameters(tokens: readonly Token[]): Token[] {
  return tokens.map((token) =>
    token.kind === 'timbre' && token.param
      ? { kind: 'param', names: token.param, at: token.at, end: token.end, text: token.text }
      : token,
  )
}

/** Adds for every module of the chain with its values, each stage feeding every module of the next. */
function buildSteps(recipe: Recipe): PlannedStep[] {
  const steps: PlannedStep[] = []
  const stages: ModuleRef[][] = []
  let index = 0
  for (const stage of recipe.build) {
    const refs: ModuleRef[] = []
    for (const module of stage) {
      steps.push({ kind: 'add', index, type: module.type })
      refs.push({ kind: 'new', index: index++, type: module.type })
    }
    stages.push(refs)
  }
  recipe.build.forEach((stage, position) => {
    stage.forEach((module, n) => {
      const ref = stages[position]![n]!
      for (const [parameter, value] of Object.entries(module.params ?? {}))
        steps.push({ kind: 'set', target: ref, parameter, value })
      for (const next of stages[position + 1] ?? [])
        for (const handles of linkHandles(ref.type, next.type))
          steps.push({ kind: 'connect', from: ref, to: next, handles })
    })
  })
  return steps
}

/** The recipe's values for every module on the canvas whose type it tunes. */
function tuneSteps(recipe: Recipe, canvas: CanvasSnapshot): PlannedStep[] {
  return canvas.nodes.flatMap((node) =>
    Object.entries(recipe.tune[node.type] ?? {}).map(
      ([parameter, value]): PlannedStep => ({
        kind: 'set',
        target: { kind: 'existing', id: node.id, type: node.type },
        parameter,
        value,
      }),
    ),
  )
}

/**
 * "A brass pad" (brass is also the trumpet module), "a bass with a flanger": a module said beside the sound
 * that its recipe neither builds nor tunes and the canvas does not hold. Building the recipe would drop it,
 * adding it would drop the recipe: the first module type so said, to ask which is meant.
 */
function strangerModule(
  tokens: readonly Token[],
  recipe: Recipe,
  canvas: CanvasSnapshot,
): string | undefined {
  const known = new Set([
    ...recipe.build.flat().map((module) => module.type),
    ...Object.keys(recipe.tune),
    ...canvas.nodes.map((node) => node.type),
  ])
  for (const token of tokens)
    if (token.kind === 'module' && !token.generic && !token.types.some((type) => known.has(type)))
      return token.text
  return undefined
}

function recipeOrModule(recipe: Recipe, word: string, chinese: boolean): string {
  return chinese
    ? `${recipe.patch} 配方里没有“${word}”：是按 ${recipe.patch} 配方搭，还是要加一个“${word}”模块？`
    : `The ${recipe.patch} recipe has no "${word}" in it: should I build the ${recipe.patch} recipe, or add a "${word}" module?`
}

function whichSound(candidates: readonly Recipe[], chinese: boolean): string {
  const names = candidates.map((recipe) => recipe.patch)
  if (names.length < 2)
    return chinese
      ? `你想要什么音色？例如 ${names[0] ?? 'pad'}、bass、lead。`
      : `Which sound would you like — for example ${names[0] ?? 'pad'}, bass or lead?`
  return chinese
    ? `你想要哪种音色：${names.join(' 还是 ')}？`
    : `Which sound do you mean: ${names.slice(0, -1).join(', ')} or ${names.at(-1)}?`
}

function retuneFirst(recipe: Recipe, chinese: boolean): string {
  return chinese
    ? `要把画布上的模块按 ${recipe.patch} 配方调整吗？请说“调成 ${recipe.patch} 音色”。`
    : `Should I tune the modules on the canvas to the ${recipe.patch} recipe? Say "make it a ${recipe.patch}".`
}

function nothingToTune(recipe: Recipe, chinese: boolean): string {
  return chinese
    ? `${recipe.patch} 的配方里没有画布上这些模块的参数，画布没有改动。`
    : `The ${recipe.patch} recipe has no settings for the modules on the canvas; nothing was changed.`
}
