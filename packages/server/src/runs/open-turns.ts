import type { Checkpointer } from '@mindwire/agent'
import type { Store } from '@mindwire/store'
import type { TurnLedger } from './turn-ledger.ts'

/** The ledgers of the runs in progress, by run id: where an engine checkpoint of a run is staged. */
export class OpenTurns {
  readonly #byRun = new Map<string, TurnLedger>()

  open(runId: string, ledger: TurnLedger): void {
    ledger.opened()
    this.#byRun.set(runId, ledger)
  }

  close(runId: string): void {
    this.#byRun.delete(runId)
  }

  get(runId: string): TurnLedger | undefined {
    return this.#byRun.get(runId)
  }

  get size(): number {
    return this.#byRun.size
  }
}

/**
 * The engine's checkpointer on the server: a checkpoint of a run with an open turn joins that turn's
 * commit; any other (a session rewound through the API, a run started elsewhere) is saved at once.
 */
export function turnCheckpointer(store: Store, turns: OpenTurns): Checkpointer {
  return {
    save: (checkpoint) =>
      turns.get(checkpoint.runId)?.stageCheckpoint(checkpoint, store) ?? store.checkpointer.save(checkpoint),
    load: (sessionId) => store.checkpointer.load(sessionId),
    staged: (checkpoint) => turns.get(checkpoint.runId)?.noteStaged(checkpoint),
  }
}
