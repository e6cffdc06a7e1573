import { readdir, readFile } from 'node:fs/promises'
import { z } from 'zod'
import { DEFECT_LABELS, type DefectLabel } from '../../contract/index.ts'
import { type CaseDescription, type DefectSpec, defectSpecSchema, sourceSpecSchema } from '../case-schema.ts'
import { composeCase, type SourceTemplate } from './compose.ts'
import { composeHeldoutSet, type HeldoutRecipe } from './heldout-recipe.ts'
import { composeListedSet } from './listed-set.ts'

/** Where the sets' recipes live: `<name>.json` here is what `tests/data/analyst/<name>.jsonl` is generated from. */
export const RECIPE_DIR = new URL('../../../../../tests/data/analyst/recipes/', import.meta.url)

const label = z.enum(DEFECT_LABELS)
const strength = z.number().min(0).max(1)
const span = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)])
const seed = z.number().int().nonnegative()
const header = z.array(z.string())

/**
 * A source without its seed, checked against the source schema but kept as written: the generated lines
 * print its keys in the recipe's order, which is how the committed sets stay byte for byte the same.
 */
const template = z.record(z.string(), z.unknown()).superRefine((t, ctx) => {
  if ('seed' in t) ctx.addIssue({ code: 'custom', message: 'a template has no seed: the recipe gives it' })
  const checked = sourceSpecSchema.safeParse({ ...t, seed: 0 })
  if (!checked.success)
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
})

/** A defect with exact parameters (drawn once and written down), kept as written for the same reason. */
const writtenDefect = z.record(z.string(), z.unknown()).superRefine((d, ctx) => {
  const checked = defectSpecSchema.safeParse(d)
  if (!checked.success)
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
})

const ingredient = z.strictObject({ label, strength, span: span.optional() })
const tags = z.array(z.string())

/** Every defect alone at each strength, partial spans, pairs, then controls, rotating over the sources. */
const rotationRecipe = z.strictObject({
  shape: z.literal('rotation'),
  header,
  prefix: z.string().min(1),
  seedBase: seed,
  seedStep: seed,
  strengths: z.array(z.tuple([z.string(), strength])),
  partialStrength: strength,
  pairStrengths: z.tuple([strength, strength]),
  partial: z.array(z.tuple([label, span])),
  pairs: z.array(z.tuple([label, label])),
  /** Which eligible source a case takes: `perLabel·l + perStrength·s + offset`, `step·p + offset`. */
  pick: z.strictObject({
    single: z.strictObject({
      perLabel: z.number().int(),
      perStrength: z.number().int(),
      offset: z.number().int(),
    }),
    partial: z.strictObject({ step: z.number().int(), offset: z.number().int() }),
    pair: z.strictObject({ step: z.number().int(), offset: z.number().int() }),
  }),
  sources: z.array(template).min(1),
  controls: z.array(template),
})

/** Cases aimed at named weak spots: a group, a source and its defects each, seeds `seedBase + seedStep·n`. */
const listedRecipe = z.strictObject({
  shape: z.literal('listed'),
  header,
  prefix: z.string().min(1),
  seedBase: seed,
  seedStep: seed,
  entries: z.array(z.strictObject({ group: z.string(), source: template, ingredients: z.array(ingredient) })),
})

/** Case by case: defects drawn from strengths, a twin of an earlier case keeping some of its defects, or written out. */
const casesRecipe = z.strictObject({
  shape: z.literal('cases'),
  header,
  cases: z.array(
    z.union([
      z.strictObject({ id: z.string(), source: template, seed, ingredients: z.array(ingredient), tags }),
      z.strictObject({ id: z.string(), twinOf: z.string(), keep: z.array(label), tags }),
      z.strictObject({ id: z.string(), source: template, seed, defects: z.array(writtenDefect), tags }),
    ]),
  ),
})

export const setRecipeSchema = z.discriminatedUnion('shape', [rotationRecipe, listedRecipe, casesRecipe])
export type SetRecipe = z.infer<typeof setRecipeSchema>

/** Parses a recipe; a bad one fails naming the file and the path inside it. */
export function parseRecipe(text: string, file: string): SetRecipe {
  const parsed = setRecipeSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new Error(
      `${file}: not a valid set recipe: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return parsed.data
}

/** The recipe of one set, by name (`dev`, `heldout7`, `sweeps` …). */
export async function readRecipe(name: string): Promise<SetRecipe> {
  const url = new URL(`${name}.json`, RECIPE_DIR)
  return parseRecipe(await readFile(url, 'utf8'), url.pathname)
}

/** The names of every set that has a recipe. */
export async function recipeNames(): Promise<string[]> {
  return (await readdir(RECIPE_DIR))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()
}

/** A rotation recipe as the composer takes it, its source choices as functions of the case's indices. */
export function heldoutRecipeOf(recipe: z.infer<typeof rotationRecipe>): HeldoutRecipe {
  const { single, partial, pair } = recipe.pick
  return {
    ...recipe,
    sources: recipe.sources as SourceTemplate[],
    controls: recipe.controls as SourceTemplate[],
    pick: {
      single: (l, s) => single.perLabel * l + single.perStrength * s + single.offset,
      partial: (p) => partial.step * p + partial.offset,
      pair: (p) => pair.step * p + pair.offset,
    },
  }
}

/** The cases a recipe describes, in the order the set file lists them. */
export function composeRecipe(recipe: SetRecipe): CaseDescription[] {
  switch (recipe.shape) {
    case 'rotation':
      return composeHeldoutSet(heldoutRecipeOf(recipe))
    case 'listed':
      return composeListedSet(
        recipe.prefix,
        recipe.entries.map((e) => [e.group, e.source as SourceTemplate, e.ingredients]),
        recipe.seedBase,
        recipe.seedStep,
      )
    case 'cases':
      return composeCaseList(recipe.cases)
  }
}

function composeCaseList(entries: z.infer<typeof casesRecipe>['cases']): CaseDescription[] {
  const done = new Map<string, CaseDescription>()
  for (const entry of entries) {
    let built: CaseDescription
    if ('twinOf' in entry) {
      const twin = done.get(entry.twinOf)
      if (!twin) throw new Error(`${entry.id}: twin ${entry.twinOf} is not an earlier case`)
      const defects = twin.defects.filter((d) => entry.keep.includes(d.label))
      built = { ...twin, id: entry.id, defects, truth: entry.keep, tags: entry.tags }
    } else if ('defects' in entry) {
      const defects = entry.defects as DefectSpec[]
      const source = { ...entry.source, seed: entry.seed } as CaseDescription['source']
      const truth = [...new Set<DefectLabel>(defects.map((d) => d.label))]
      built = { id: entry.id, source, defects, truth, tags: entry.tags }
    } else {
      built = composeCase(entry.id, entry.source as SourceTemplate, entry.seed, entry.ingredients, entry.tags)
    }
    if (done.has(entry.id)) throw new Error(`duplicate case id ${entry.id}`)
    done.set(entry.id, built)
  }
  return [...done.values()]
}
