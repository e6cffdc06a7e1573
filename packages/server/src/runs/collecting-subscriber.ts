import type { ContractEvent } from '../sse/contract-event.ts'
import { isTerminal } from '../sse/contract-event.ts'
import { RunSubscriber, type SequencedEvent } from './run-subscriber.ts'

/** Collects a run's events for a plain JSON response; `ended` resolves with them after the last one. */
export class CollectingSubscriber extends RunSubscriber {
  readonly events: ContractEvent[] = []
  readonly ended: Promise<ContractEvent[]>
  #resolve!: (events: ContractEvent[]) => void

  constructor() {
    super()
    this.ended = new Promise((resolve) => {
      this.#resolve = resolve
    })
  }

  /** Shows nothing before the run's end, and the end waits for the turn's commit. */
  override get live(): boolean {
    return false
  }

  protected write({ event }: SequencedEvent): void {
    this.events.push(event)
    if (isTerminal(event)) this.#resolve(this.events)
  }
}
