import type { CommandOrigin, SentAs, VehicleCommand } from '../adapters/vehicle-gateway.ts'

type Record = (command: VehicleCommand) => Promise<SentAs>

/**
 * Who records a command before it leaves for a connected vehicle: the command recorder of a session's
 * run registers itself for the run, and the gateway asks here, naming the session the command came from,
 * before it sends. The send waits for that record's durable commit, so a car never does what the store
 * cannot show. (Calls of one step may run in parallel, ahead of the run's events: the session, not an
 * event seen earlier, is what ties a command to its recorder.)
 */
export class WriteAhead {
  readonly #bySession = new Map<string, Record>()

  register(sessionId: string, record: Record): void {
    this.#bySession.set(sessionId, record)
  }

  forget(sessionId: string, record: Record): void {
    if (this.#bySession.get(sessionId) === record) this.#bySession.delete(sessionId)
  }

  /**
   * Resolves once the command's row is committed, with the row's id (the id the car receives) and the
   * call's confidence; at once, with nothing, for a command no run recorder claims.
   */
  async before(command: VehicleCommand, origin: CommandOrigin): Promise<SentAs | undefined> {
    if (origin.sessionId) return this.#bySession.get(origin.sessionId)?.(command)
    return undefined
  }
}
