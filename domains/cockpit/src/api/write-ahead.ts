import type { VehicleCommand } from '../adapters/vehicle-gateway.ts'

type Record = (command: VehicleCommand) => Promise<void>

/**
 * Who records a command before it leaves for a connected vehicle: the command recorder of the run that
 * proposed it registers itself for the call, and the gateway asks here before it sends. The send waits
 * for that record's durable commit, so a car never does what the store cannot show.
 */
export class WriteAhead {
  readonly #byCall = new Map<string, Record>()

  register(vehicleKey: string, callId: string, record: Record): void {
    this.#byCall.set(`${vehicleKey}\n${callId}`, record)
  }

  forget(vehicleKey: string, callId: string): void {
    this.#byCall.delete(`${vehicleKey}\n${callId}`)
  }

  /** Resolves once the command's row is committed (at once for a call no run recorder claims). */
  async before(command: VehicleCommand): Promise<void> {
    await this.#byCall.get(`${command.vehicleId}\n${command.id}`)?.(command)
  }
}
