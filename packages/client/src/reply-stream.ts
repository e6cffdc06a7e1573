import { MindwireError } from './errors.ts'
import { ReplyBuilder } from './reply-builder.ts'
import type { AssistantDelta, AssistantMessage } from './types.ts'

/**
 * A streamed reply: iterate it for deltas as they arrive (once), or await `message()` for the whole
 * reply. Nothing is sent until one of the two starts.
 */
export class ReplyStream implements AsyncIterable<AssistantDelta> {
  readonly #start: () => AsyncGenerator<AssistantDelta>
  #started = false

  constructor(start: () => AsyncGenerator<AssistantDelta>) {
    this.#start = start
  }

  [Symbol.asyncIterator](): AsyncIterator<AssistantDelta> {
    if (this.#started) throw new MindwireError('already_consumed', 'a reply stream can be read only once')
    this.#started = true
    return this.#start()
  }

  /** Reads the whole stream and returns the reply; the deltas are not kept. */
  async message(): Promise<AssistantMessage> {
    const builder = new ReplyBuilder()
    for await (const delta of this) builder.add(delta)
    return builder.message
  }
}
