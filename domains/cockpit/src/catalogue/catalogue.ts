import { fileURLToPath } from 'node:url'
import type { Handler } from '../handlers/handler-result.ts'
import { HANDLERS } from '../handlers/index.ts'
import { CatalogueError } from './catalogue-error.ts'
import { watchFolders } from './folder-signature.ts'
import { type CatalogueFunction, loadCatalogue } from './load-catalogue.ts'
import type { Prompts } from './load-prompts.ts'

/** The configuration that ships with the domain. */
export const DEFAULT_FUNCTIONS_DIR = fileURLToPath(new URL('../../config/functions', import.meta.url))
export const DEFAULT_PROMPTS_DIR = fileURLToPath(new URL('../../config/prompts', import.meta.url))

export interface CatalogueOptions {
  functionsDir?: string
  promptsDir?: string
  /** Handlers besides the built-in ones, by the name a function file gives. */
  handlers?: Readonly<Record<string, Handler>>
}

export type ReloadResult = { ok: true; count: number } | { ok: false; error: CatalogueError }

// Catalogues in use, so a function's domain is known wherever its call turns up (the offline engine,
// replies, evaluation) without passing the catalogue through every layer.
const LIVE = new Set<Catalogue>()

/**
 * The function catalogue and prompts, loaded from configuration and reloadable without a restart.
 * `functions` is one live array that tools and engines hold: a reload replaces its contents in place.
 * A change that does not load is refused whole and the previous catalogue stays.
 */
export class Catalogue {
  readonly functions: CatalogueFunction[] = []
  readonly functionsDir: string
  readonly promptsDir: string
  #prompts!: Prompts
  #byName = new Map<string, CatalogueFunction>()
  readonly #handlers: Readonly<Record<string, Handler>>
  #stop: (() => void) | undefined
  readonly #listeners = new Set<() => void>()
  readonly #watchers = new Set<(result: ReloadResult) => void>()

  /** Throws a CatalogueError naming each bad file and field: the cockpit does not start on a broken catalogue. */
  constructor(options: CatalogueOptions = {}) {
    this.functionsDir = options.functionsDir ?? DEFAULT_FUNCTIONS_DIR
    this.promptsDir = options.promptsDir ?? DEFAULT_PROMPTS_DIR
    this.#handlers = { ...HANDLERS, ...options.handlers }
    const loaded = this.reload()
    if (!loaded.ok) throw loaded.error
    LIVE.add(this)
  }

  get prompts(): Prompts {
    return this.#prompts
  }

  get(name: string): CatalogueFunction | undefined {
    return this.#byName.get(name)
  }

  /** Reads the folders again; on any problem the current catalogue stays in force. */
  reload(): ReloadResult {
    try {
      const { functions, prompts } = loadCatalogue({
        functionsDir: this.functionsDir,
        promptsDir: this.promptsDir,
        handlers: this.#handlers,
      })
      this.functions.splice(0, this.functions.length, ...functions)
      this.#byName = new Map(functions.map((fn) => [fn.name, fn]))
      this.#prompts = prompts
      for (const listener of this.#listeners) listener()
      return { ok: true, count: functions.length }
    } catch (error) {
      if (error instanceof CatalogueError) return { ok: false, error }
      // Anything else is refused the same way: a reload in a running car keeps the last good catalogue.
      const message = error instanceof Error ? error.message : String(error)
      return { ok: false, error: new CatalogueError([{ file: this.functionsDir, field: '', message }]) }
    }
  }

  /** Calls `listener` after every successful reload (tools are rebuilt from the new functions). */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Reloads whenever a file in either folder is added, changed or removed (polling works on every file
   * system) and tells `onReload`. Several servers may watch one catalogue (the shipped one); the returned
   * function stops this watcher's reports, and the polling once nobody watches.
   */
  watch(onReload: (result: ReloadResult) => void = () => {}, intervalMs = 1000): () => void {
    this.#watchers.add(onReload)
    this.#stop ??= watchFolders([this.functionsDir, this.promptsDir], intervalMs, () => {
      const result = this.reload()
      for (const watcher of this.#watchers) watcher(result)
    })
    return () => {
      this.#watchers.delete(onReload)
      if (this.#watchers.size === 0) this.unwatch()
    }
  }

  /** Stops watching for everyone; the catalogue stays in use. */
  unwatch(): void {
    this.#stop?.()
    this.#stop = undefined
    this.#watchers.clear()
  }

  /** Forgets this catalogue for domain look-ups (a test's temporary catalogue, once its server closed). */
  close(): void {
    this.unwatch()
    LIVE.delete(this)
  }
}

/** The function called `name` in any catalogue in use, the shipped one first. */
export function findFunction(name: string): CatalogueFunction | undefined {
  const shipped = defaultCatalogue().get(name)
  if (shipped) return shipped
  for (const catalogue of LIVE) {
    const fn = catalogue.get(name)
    if (fn) return fn
  }
  return undefined
}

let shipped: Catalogue | undefined

/** The catalogue of the shipped configuration, loaded on first use. */
export function defaultCatalogue(): Catalogue {
  shipped ??= new Catalogue()
  return shipped
}
