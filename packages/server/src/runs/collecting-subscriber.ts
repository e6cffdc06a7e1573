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

  protected write({ event }: SequencedEvent): void {
    this.events.push(event)
    if (isTerminal(event)) this.#resolve(this.events)
  }
}
