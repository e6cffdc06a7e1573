import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CockpitFunction } from '../functions/cockpit-function.ts'
import type { Handler } from '../handlers/handler-result.ts'
import { setStateHandler } from '../handlers/set-state.ts'
import { CatalogueError, type CatalogueIssue } from './catalogue-error.ts'
import { checkFunctionFile } from './check-function-file.ts'
import { type FunctionFile, type FunctionLexicon, functionFileSchema } from './function-file.ts'
import { loadPrompts, type Prompts } from './load-prompts.ts'
import { parametersToZod } from './parameters-to-zod.ts'

/** A catalogue function as the cockpit runs it: the contract entry, its handler and its words. */
export interface CatalogueFunction extends CockpitFunction {
  handler: Handler
  lexicon?: FunctionLexicon
}

/** Everything the configuration folders hold, checked as a whole. */
export interface LoadedCatalogue {
  functions: CatalogueFunction[]
  prompts: Prompts
}

/** Where the configuration lives and the handlers (code) it may name. */
export interface CatalogueSource {
  functionsDir: string
  promptsDir: string
  handlers: Readonly<Record<string, Handler>>
}

/**
 * Reads and checks every function file and prompt; throws one CatalogueError listing every problem
 * (file and field) rather than returning part of a catalogue.
 */
export function loadCatalogue(source: CatalogueSource): LoadedCatalogue {
  const issues: CatalogueIssue[] = []
  const functions: CatalogueFunction[] = []
  for (const fileName of jsonFiles(source.functionsDir, issues)) {
    const fn = loadFunction(join(source.functionsDir, fileName), source.handlers, issues)
    if (fn) functions.push(fn)
  }
  if (functions.length === 0 && issues.length === 0) {
    issues.push({ file: source.functionsDir, field: '', message: 'no function files (*.json)' })
  }
  const prompts = loadPrompts(source.promptsDir, issues)
  if (issues.length > 0 || !prompts) throw new CatalogueError(issues)
  return { functions, prompts }
}

function jsonFiles(dir: string, issues: CatalogueIssue[]): string[] {
  try {
    // Sorted, so the model sees the tools in the same order on every machine.
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
  } catch (error) {
    issues.push({ file: dir, field: '', message: (error as Error).message })
    return []
  }
}

function loadFunction(
  path: string,
  handlers: CatalogueSource['handlers'],
  issues: CatalogueIssue[],
): CatalogueFunction | undefined {
  const file = readFunctionFile(path, issues)
  if (!file) return undefined
  const problems = checkFunctionFile(file, path)
  const handler = resolveHandler(file, handlers)
  if (!handler) problems.push({ file: path, field: 'handler', message: `no handler named "${file.handler}"` })
  issues.push(...problems)
  if (problems.length > 0 || !handler) return undefined
  const { name, domain, description, lexicon } = file
  return { name, domain, description, parameters: parametersToZod(file), handler, lexicon }
}

function readFunctionFile(path: string, issues: CatalogueIssue[]): FunctionFile | undefined {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    issues.push({ file: path, field: '', message: (error as Error).message })
    return undefined
  }
  const checked = functionFileSchema.safeParse(json)
  if (checked.success) return checked.data
  for (const issue of checked.error.issues) {
    issues.push({ file: path, field: issue.path.join('.'), message: issue.message })
  }
  return undefined
}

function resolveHandler(file: FunctionFile, handlers: CatalogueSource['handlers']): Handler | undefined {
  if (typeof file.handler === 'string') return handlers[file.handler]
  return setStateHandler(file.name, file.handler.replies)
}
