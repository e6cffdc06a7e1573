import { isDeepStrictEqual } from 'node:util'
import {
  defaultVehicleState,
  patchVehicleState,
  sharedDefaultState,
  type VehicleState,
} from './vehicle-state.ts'

type Listener = (vehicleId: string, state: VehicleState) => void

/** Where a server keeps vehicle states beyond memory (the store); keys are the registry's own. */
export interface VehicleStateStore {
  load(key: string): Promise<VehicleState | undefined>
  save(batch: ReadonlyArray<readonly [string, VehicleState]>): Promise<void>
}

export interface VehicleStoreOptions {
  /** Most vehicles kept in memory; the least recently used ones beyond it are dropped (the store keeps them). */
  capacity?: number
  /** Told when writing states to the store failed; they are written again on the next change or retry. */
  onSaveError?: (error: unknown) => void
}

const RETRY_MS = 1000
// Changes are gathered this long into one write: a busy fleet costs a statement per interval, not per
// command. A crash loses at most this much of a simulated car's state (a real car reports its own).
const WRITE_BEHIND_MS = 100

/**
 * The live state of vehicles, by key. Alone (the vehicle agent, evaluations) it is a map in which an
 * unknown vehicle starts from the simulator defaults. With a store attached (the server) it is a bounded
 * cache in front of it: vehicles are loaded before use, unknown ones are not invented, and every change is
 * written behind in batches, so a restart keeps the states and memory stays bounded however many vehicles
 * there are. Listeners hear every change.
 */
export class VehicleRegistry {
  readonly #states = new Map<string, VehicleState>()
  readonly #listeners = new Set<Listener>()
  readonly #dirty = new Map<string, VehicleState>()
  readonly #saving = new Map<string, VehicleState>()
  readonly #pins = new Map<string, number>()
  #options: VehicleStoreOptions = {}
  #store: VehicleStateStore | undefined
  #flushing: Promise<void> | undefined
  #scheduled = false

  /** Keeps states in `store` from now on; memory holds at most `capacity` of them (default 10,000). */
  attachStore(store: VehicleStateStore, options: VehicleStoreOptions = {}): void {
    this.#store = store
    this.#options = options
  }

  /** A vehicle's state, in memory. Without a store an unknown vehicle starts from the defaults. */
  get(key: string): VehicleState {
    const state = this.#touch(key)
    if (state) return state
    if (this.#store) throw new Error(`vehicle ${key} is not loaded`)
    const fresh = defaultVehicleState()
    this.#remember(key, fresh)
    return fresh
  }

  /** Keeps a loaded vehicle in memory until as many `unpin`s (a connected agent, a command in flight). */
  pin(key: string): void {
    this.#pins.set(key, (this.#pins.get(key) ?? 0) + 1)
  }

  unpin(key: string): void {
    const count = (this.#pins.get(key) ?? 0) - 1
    if (count > 0) this.#pins.set(key, count)
    else this.#pins.delete(key)
  }

  /** A vehicle's state if memory holds it. */
  peek(key: string): VehicleState | undefined {
    return this.#touch(key)
  }

  /** A vehicle's state from memory or the store; undefined for a vehicle the store does not know. */
  async load(key: string): Promise<VehicleState | undefined> {
    const known = this.#touch(key) ?? this.#dirty.get(key) ?? this.#saving.get(key)
    if (known || !this.#store) return known ?? this.get(key)
    const stored = await this.#store.load(key)
    // Another request may have loaded or changed it meanwhile: what memory holds now is newer.
    const current = this.#touch(key)
    if (current) return current
    if (stored) this.#remember(key, stored)
    return stored
  }

  /** A vehicle's state, registering it with the defaults (as a simulator or a real car) when it is new. */
  async ensure(key: string, simulator: boolean): Promise<VehicleState> {
    return (await this.load(key)) ?? this.register(key, simulator)
  }

  /**
   * Registers a vehicle `load` found in neither memory nor the store, with the defaults; a vehicle memory
   * holds by now (a concurrent request registered or loaded it) is kept as it is.
   */
  register(key: string, simulator: boolean): VehicleState {
    const known = this.#touch(key)
    if (known) return known
    // Registering is not a change of the car: listeners hear nothing.
    const fresh = sharedDefaultState(simulator)
    this.#write(key, fresh)
    return fresh
  }

  /**
   * Makes a registered vehicle a real car (its agent connected). Like registering, it is not a change of
   * the car: listeners hear nothing; other instances learn it with the agent's first report.
   */
  markReal(key: string): void {
    const state = this.#touch(key)
    if (state && state.simulator !== false) this.#write(key, { ...state, simulator: false })
  }

  /**
   * Replaces a vehicle's state (a validated result of a handler or a report). A state equal to the one held
   * is no change: nothing is written and listeners hear nothing. A car reports its state twice for every
   * command it runs (its report, then the command's result), and each change costs a store write, a bus
   * message to every instance and a message to every screen.
   */
  set(key: string, state: VehicleState): void {
    if (this.#unchanged(key, state)) return
    this.#write(key, state)
    for (const listener of this.#listeners) listener(key, state)
  }

  /**
   * Takes a state another instance already stored (it came over the bus): memory and listeners see it,
   * the store is not written again.
   */
  adopt(key: string, state: VehicleState): void {
    if (this.#unchanged(key, state)) return
    this.#remember(key, state)
    for (const listener of this.#listeners) listener(key, state)
  }

  /** Merges a partial report; invalid reports are refused and change nothing. */
  patch(key: string, patch: unknown): { ok: true; state: VehicleState } | { ok: false; error: string } {
    const result = patchVehicleState(this.get(key), patch)
    if (result.ok) this.set(key, result.state)
    return result
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Vehicles held in memory. */
  get size(): number {
    return this.#states.size
  }

  /** Resolves once every change made so far is in the store. */
  async flush(): Promise<void> {
    await this.#flushing
    if (this.#dirty.size === 0) return
    this.#flushing ??= this.#saveDirty()
    await this.#flushing
  }

  #write(key: string, state: VehicleState): void {
    this.#remember(key, state)
    if (!this.#store) return
    this.#dirty.set(key, state)
    this.#schedule(WRITE_BEHIND_MS)
  }

  #unchanged(key: string, state: VehicleState): boolean {
    const held = this.#states.get(key)
    return held !== undefined && (held === state || isDeepStrictEqual(held, state))
  }

  #touch(key: string): VehicleState | undefined {
    const state = this.#states.get(key)
    if (state) {
      // Map order is recency: the least recently used vehicle is the first key.
      this.#states.delete(key)
      this.#states.set(key, state)
    }
    return state
  }

  #remember(key: string, state: VehicleState): void {
    this.#states.delete(key)
    this.#states.set(key, state)
    if (!this.#store) return
    const capacity = this.#options.capacity ?? 10_000
    for (const oldest of this.#states.keys()) {
      if (this.#states.size <= capacity) break
      // A state not yet written stays until it is (the store could not give it back), a pinned one while in use.
      const busy = this.#dirty.has(oldest) || this.#saving.has(oldest) || this.#pins.has(oldest)
      if (!busy) this.#states.delete(oldest)
    }
  }

  #schedule(delayMs: number): void {
    if (this.#scheduled || this.#flushing !== undefined) return
    this.#scheduled = true
    setTimeout(() => {
      this.#scheduled = false
      this.#flushing ??= this.#saveDirty()
    }, delayMs).unref()
  }

  /** Writes every changed state in one batch; failed ones are marked changed again and retried. */
  async #saveDirty(): Promise<void> {
    const batch = [...this.#dirty]
    this.#dirty.clear()
    for (const [key, state] of batch) this.#saving.set(key, state)
    let failed = false
    try {
      await this.#store?.save(batch)
    } catch (error) {
      failed = true
      for (const [key, state] of batch) if (!this.#dirty.has(key)) this.#dirty.set(key, state)
      this.#options.onSaveError?.(error)
    } finally {
      this.#saving.clear()
      this.#flushing = undefined
    }
    if (this.#dirty.size > 0) this.#schedule(failed ? RETRY_MS : WRITE_BEHIND_MS)
  }
}
