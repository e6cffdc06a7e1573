import type { Bus, Unsubscribe } from './bus.ts'

/** The bus of a single instance: subjects are matched exactly, and nothing leaves the process. */
export class LocalBus implements Bus {
  readonly kind = 'local'
  readonly #subscribers = new Map<string, Set<(message: unknown) => void>>()
  readonly #responders = new Map<string, (message: unknown) => unknown>()

  publish(subject: string, message: unknown): void {
    // A copy per delivery, as over the wire: no subscriber shares an object with the publisher.
    const text = JSON.stringify(message)
    for (const handler of this.#subscribers.get(subject) ?? [])
      queueMicrotask(() => handler(JSON.parse(text)))
  }

  subscribe(subject: string, handler: (message: unknown) => void): Unsubscribe {
    const handlers = this.#subscribers.get(subject) ?? new Set()
    this.#subscribers.set(subject, handlers)
    handlers.add(handler)
    return () => {
      handlers.delete(handler)
      if (handlers.size === 0) this.#subscribers.delete(subject)
    }
  }

  respond(subject: string, handler: (message: unknown) => unknown): Unsubscribe {
    this.#responders.set(subject, handler)
    return () => {
      if (this.#responders.get(subject) === handler) this.#responders.delete(subject)
    }
  }

  async request(subject: string, message: unknown, timeoutMs: number): Promise<unknown> {
    const handler = this.#responders.get(subject)
    if (!handler) return undefined
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), timeoutMs)
    })
    try {
      const answer = await Promise.race([
        Promise.resolve(handler(JSON.parse(JSON.stringify(message)))),
        timeout,
      ])
      return answer === undefined ? undefined : JSON.parse(JSON.stringify(answer))
    } finally {
      clearTimeout(timer)
    }
  }

  async publishRetained(subject: string, message: unknown): Promise<void> {
    this.publish(subject, message)
  }

  async retained(): Promise<unknown[]> {
    return []
  }

  async flush(): Promise<void> {}

  async close(): Promise<void> {
    this.#subscribers.clear()
    this.#responders.clear()
  }
}
