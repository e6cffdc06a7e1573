import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'
import { freeModuleId } from '../chain/module-type.ts'
import type { StudioTurn } from './studio-turn.ts'
import { answered, type PlannedCall } from './turn-calls.ts'
import { wordList } from './vocabulary.ts'

const roleSchema = z.object({
  role: z.string(),
  signal: z.enum(['audio', 'control', 'source', 'analysis']),
  words: z.array(z.string().min(1)),
})
const recipeSchema = z.object({ query: z.string().min(1), roles: z.array(roleSchema).min(1) })
const file = new URL('./vocabulary/chain-recipes.json', import.meta.url)
const RECIPES = z
  .object({ source: z.string(), engineSound: recipeSchema })
  .parse(JSON.parse(readFileSync(file, 'utf8')))

type Role = z.infer<typeof roleSchema>
export type ChainRecipe = z.infer<typeof recipeSchema>

/** The engine-sound chain of seed 000 §6.1, as roles the library search fills. */
export const ENGINE_SOUND_RECIPE: ChainRecipe = RECIPES.engineSound

/** What the engine's search calls returned, best first, across the turn's searches in order. */
function searchedBlocks(turn: StudioTurn): ModuleDefinition[] {
  const ids = answered(turn.calls, 'search-algo-library')
    .filter((call) => !call.result!.isError)
    .flatMap((call) =>
      ((call.result!.output as { results?: Array<{ id: string }> }).results ?? []).map((r) => r.id),
    )
  return [...new Set(ids)].flatMap((id) => moduleDefinition(id) ?? [])
}

function plays(role: Role, definition: ModuleDefinition): boolean {
  if (definition.signal !== role.signal) return false
  if (role.words.length === 0) return true
  const words = wordList(role.words)
  return [definition.id, definition.title, definition.titleZh, ...definition.keywords].some((text) =>
    words.test(text),
  )
}

/** Each role's block: the best-ranked searched block that plays it and no earlier role took. */
function cast(recipe: ChainRecipe, blocks: readonly ModuleDefinition[]): Array<ModuleDefinition | undefined> {
  const used = new Set<string>()
  return recipe.roles.map((role) => {
    const block = blocks.find((candidate) => !used.has(candidate.id) && plays(role, candidate))
    if (block) used.add(block.id)
    return block
  })
}

/**
 * The next calls of a chain built from the library search: the search for the need first; then, for roles
 * it left empty, one search with their words; then the blocks it ranked best for each role, added in
 * order and wired in series. A role no search filled adds nothing (the reply names it): a chain built
 * in part is no chain. An empty list: the turn is done.
 */
export function composeChainCalls(recipe: ChainRecipe, turn: StudioTurn): PlannedCall[] {
  const searches = answered(turn.calls, 'search-algo-library').length
  if (searches === 0) return [search(recipe.query)]
  if (answered(turn.calls, 'update-link').length > 0) return []
  const blocks = cast(recipe, searchedBlocks(turn))
  const missing = recipe.roles.filter((_, index) => !blocks[index])
  if (missing.length > 0)
    return searches === 1 ? [search(missing.flatMap((role) => role.words).join(' '))] : []
  const taken = new Set(turn.project.chain.modules.map((module) => module.id))
  const ids = blocks.map((block) => {
    const id = freeModuleId(taken, block!)
    taken.add(id)
    return id
  })
  return blocks.map((block, index) => ({
    name: 'update-link',
    args: {
      operation: 'add',
      moduleId: ids[index],
      payload: index === 0 ? { type: block!.id, connect: false } : { type: block!.id, after: ids[index - 1] },
    },
  }))
}

/** The roles of a recipe the turn's searches left empty (for the reply). */
export function unfilledRoles(recipe: ChainRecipe, turn: StudioTurn): string[] {
  const blocks = cast(recipe, searchedBlocks(turn))
  return recipe.roles.filter((_, index) => !blocks[index]).map((role) => role.role)
}

function search(query: string): PlannedCall {
  return { name: 'search-algo-library', args: { query: query.slice(0, 300) } }
}
