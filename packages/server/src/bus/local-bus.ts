import type { z } from 'zod'
import { type Bus, type DropReason, noDrops, type Unsubscribe } from './bus.ts'

/** The bus of a single instance: subjects are matched exactly, and nothing leaves the process. */
export class LocalBus implements Bus {
  readonly kind = 'local'
  readonly #subscribers = new Map<string, Set<(message: unknown) => void>>()
  readonly #responders = new Map<string, (message: unknown) => unknown>()
  readonly #drops = noDrops()

  publish(subject: string, message: unknown): void {
    // A copy per delivery, as over the wire: no subscriber shares an object with the publisher.
    const text = JSON.stringify(message)
    for (const handler of this.#subscribers.get(subject) ?? [])
      queueMicrotask(() => handler(JSON.parse(text)))
  }

  subscribe<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => void): Unsubscribe {
    const handlers = this.#subscribers.get(subject) ?? new Set()
    this.#subscribers.set(subject, handlers)
    const checked = (message: unknown) => {
      const valid = this.#check(schema, message)
      if (valid.ok) handler(valid.value)
    }
    handlers.add(checked)
    return () => {
      handlers.delete(checked)
      if (handlers.size === 0) this.#subscribers.delete(subject)
    }
  }

  respond<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => unknown): Unsubscribe {
    const checked = (message: unknown) => {
      const valid = this.#check(schema, message)
      return valid.ok ? handler(valid.value) : undefined
    }
    this.#responders.set(subject, checked)
    return () => {
      if (this.#responders.get(subject) === checked) this.#responders.delete(subject)
    }
  }

  async request<T>(
    subject: string,
    message: unknown,
    answerSchema: z.ZodType<T>,
    timeoutMs: number,
  ): Promise<T | undefined> {
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
      if (answer === undefined || answer === null) return undefined
      const valid = this.#check(answerSchema, JSON.parse(JSON.stringify(answer)))
      return valid.ok ? valid.value : undefined
    } finally {
      clearTimeout(timer)
    }
  }

  async publishRetained(subject: string, message: unknown): Promise<void> {
    this.publish(subject, message)
  }

  async retained<T>(): Promise<T[]> {
    return []
  }

  async flush(): Promise<void> {}

  drops(): Readonly<Record<DropReason, number>> {
    return { ...this.#drops }
  }

  async close(): Promise<void> {
    this.#subscribers.clear()
    this.#responders.clear()
  }

  #check<T>(schema: z.ZodType<T>, message: unknown): { ok: true; value: T } | { ok: false } {
    const parsed = schema.safeParse(message)
    if (parsed.success) return { ok: true, value: parsed.data }
    this.#drops.schema++
    return { ok: false }
  }
}
