import { rememberRecent } from '@mindwire/agent'

/** What the agent sends back for a command (`command:result`). */
export interface CommandResultMessage {
  commandId: string
  success: boolean
  message: string
  vehicleState: unknown
  /** The version of the safety rules the car judged the command by. */
  rulesVersion?: string
  /** Present when the car refused the command by its own rules. */
  refusal?: { rules: string[]; rulesVersion: string }
}

/**
 * The commands the car executed, by id, so a command delivered twice (the server retries while the car
 * moves to another instance, or redelivers because a report was lost with an instance) runs once; the
 * repeat is answered with the first result. Results that could not be sent wait for the next connection.
 */
export class ExecutedCommands {
  readonly #results = new Map<string, CommandResultMessage>()
  readonly #unsent = new Set<string>()
  readonly #limit: number
  count = 0
  repeats = 0

  // Enough to cover every command a server can still be retrying (it gives up after its timeout).
  constructor(limit = 10_000) {
    this.#limit = limit
  }

  /** The first result of a command delivered again (counted as a repeat); undefined for a new one. */
  repeatOf(commandId: string): CommandResultMessage | undefined {
    const result = this.#results.get(commandId)
    if (result) this.repeats++
    return result
  }

  record(
    commandId: string,
    result: CommandResultMessage,
    onExecute?: (commandId: string) => void,
  ): CommandResultMessage {
    rememberRecent(this.#results, commandId, result, this.#limit)
    // A command the car refused is remembered (a repeat gets the same refusal) but nothing actuated.
    if (result.refusal) return result
    this.count++
    onExecute?.(commandId)
    return result
  }

  unsent(commandId: string): void {
    this.#unsent.add(commandId)
  }

  /** The results still to send, oldest first; they count as sent from here on. */
  takeUnsent(): CommandResultMessage[] {
    const results = [...this.#unsent].flatMap((id) => this.#results.get(id) ?? [])
    this.#unsent.clear()
    return results
  }
}
