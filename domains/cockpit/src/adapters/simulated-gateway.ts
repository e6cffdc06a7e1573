import { type Catalogue, defaultCatalogue } from '../catalogue/catalogue.ts'
import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'
import {
  type CommandOrigin,
  type CommandOutcome,
  notSent,
  type VehicleCommand,
  type VehicleGateway,
} from './vehicle-gateway.ts'

/** Executes commands on the registry's simulated vehicles with the domain handlers. */
export class SimulatedGateway implements VehicleGateway {
  readonly #registry: VehicleRegistry
  readonly #catalogue: Catalogue

  constructor(registry: VehicleRegistry, catalogue = defaultCatalogue()) {
    this.#registry = registry
    this.#catalogue = catalogue
  }

  async execute(command: VehicleCommand, origin: CommandOrigin = {}): Promise<CommandOutcome> {
    // The server's registry is a cache in front of the store: the vehicle is loaded before it is changed.
    await this.#registry.load(command.vehicleId)
    // Cancelled while the vehicle loaded: the run has moved on, and nothing may change behind it.
    if (origin.signal?.aborted) return notSent(this.#registry.get(command.vehicleId))
    return applyCommand(this.#registry, command, this.#catalogue)
  }
}

/** Runs one command's handler (the catalogue names it) against a registry vehicle and stores the new state. */
export function applyCommand(
  registry: VehicleRegistry,
  command: VehicleCommand,
  catalogue = defaultCatalogue(),
): CommandOutcome {
  const state = registry.get(command.vehicleId)
  const handler = catalogue.get(command.name)?.handler
  if (!handler) return { ok: false, error: 'unknown_function', reply: `车辆不支持${command.name}`, state }
  const result = handler(command.params, state)
  if (!result.ok) return { ok: false, error: result.error, reply: result.reply, state }
  registry.set(command.vehicleId, result.state)
  return { ok: true, reply: result.reply, state: result.state }
}
