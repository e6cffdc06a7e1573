import { z } from 'zod'
import { parameterDefinition } from '../catalogue/catalogue.ts'
import { checkParameterValue } from '../graph/parameters.ts'
import data from './vocabulary/recipes.json' with { type: 'json' }

const value = z.union([z.number(), z.string(), z.boolean()])
const settings = z.record(z.string(), value)
const recipeSchema = z.object({
  patch: z.string().regex(/^[a-z-]+$/),
  page: z.string().regex(/^[a-z-]+$/),
  param: z.array(z.string().min(1)).min(1).optional(),
  names: z.array(z.string().min(1)).min(1),
  describes: z.array(z.string().min(1)),
  build: z.array(z.array(z.object({ type: z.string().min(1), params: settings.optional() })).min(1)).min(2),
  tune: z.record(z.string(), settings),
})

/** A sound people ask for, transcribed from its patch page: the chain to build and the values to tune. */
export type Recipe = z.infer<typeof recipeSchema>

/** How much a sound's own name counts against a word that only describes it (how patch pages are chosen). */
export const NAME_WEIGHT = 2
/** The least evidence a recipe is built on: one name, or two describing words. */
export const ENOUGH_EVIDENCE = 2

function load(): Recipe[] {
  const parsed = z.array(recipeSchema).safeParse(data.recipes)
  if (!parsed.success) throw new Error(`synth vocabulary recipes.json: ${parsed.error.message}`)
  // A value the catalogue would refuse is a transcription error: say so at load, not at the person's request.
  for (const recipe of parsed.data) {
    const modules = [
      ...recipe.build.flat().map((module) => [module.type, module.params ?? {}] as const),
      ...Object.entries(recipe.tune),
    ]
    for (const [type, params] of modules)
      for (const [name, setting] of Object.entries(params)) {
        const definition = parameterDefinition(type, name)
        const check = definition ? checkParameterValue(definition, setting) : undefined
        if (!check?.ok)
          throw new Error(
            `synth vocabulary recipes.json, ${recipe.patch}: ${type}.${name} ${check ? check.reason : 'is unknown'}`,
          )
      }
  }
  return parsed.data
}

/** Words that only say how a sound should feel or be used: explained in a timbre request, nowhere else. */
export const SOUND_WORDS: readonly string[] = z.array(z.string().min(1)).parse(data.soundWords)

/** Every recipe, in the order of recipes.json. */
export const RECIPES: readonly Recipe[] = load()

/** Each recipe by its patch name. */
export const RECIPE_BY_PATCH: ReadonlyMap<string, Recipe> = new Map(
  RECIPES.map((recipe) => [recipe.patch, recipe]),
)

/** A sound's evidence in a request: the patch a word names or describes, and how much it counts. */
export interface SoundWord {
  patch: string
  describes: boolean
}

/** The outcome of choosing a recipe from the sound words of a request. */
export type RecipeChoice =
  | { kind: 'recipe'; recipe: Recipe }
  /** Several recipes fit equally well (or none well enough): ask which, naming them. */
  | { kind: 'unsure'; candidates: Recipe[] }

/**
 * The recipe the words of a request point to: each name counts NAME_WEIGHT, each describing word 1, every
 * word once. The highest count wins when it reaches ENOUGH_EVIDENCE and no other recipe has as much.
 */
export function chooseRecipe(words: readonly SoundWord[]): RecipeChoice | undefined {
  if (words.length === 0) return undefined
  const scores = new Map<string, number>()
  for (const word of words)
    scores.set(word.patch, (scores.get(word.patch) ?? 0) + (word.describes ? 1 : NAME_WEIGHT))
  const best = Math.max(...scores.values())
  const leaders = [...scores]
    .filter(([, score]) => score === best)
    .map(([patch]) => RECIPE_BY_PATCH.get(patch)!)
  if (best >= ENOUGH_EVIDENCE && leaders.length === 1) return { kind: 'recipe', recipe: leaders[0]! }
  return { kind: 'unsure', candidates: leaders }
}
