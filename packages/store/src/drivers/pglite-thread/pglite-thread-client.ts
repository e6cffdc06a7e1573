import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import type {
  PgliteThreadOptions,
  ThreadError,
  ThreadReply,
  ThreadRequest,
  ThreadStarted,
} from './thread-protocol.ts'

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never

/** The part of PGlite's client the store uses: Drizzle's driver, scripts, and plain queries. */
export interface PgliteLike {
  query<Row>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: object },
  ): Promise<Results<Row>>
  exec(sql: string): Promise<Results[]>
  transaction<T>(work: (tx: Omit<PgliteLike, 'transaction' | 'close'>) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * Opens PGlite on a thread of its own and hands back a client for it with PGlite's query, exec and
 * transaction. The WebAssembly of every statement then runs beside the server's event loop: on a fleet
 * server it was half of the event loop's time. A statement costs two messages between the threads.
 */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteLike> {
  const worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), { workerData: options })
  const pending = new Map<number, Pending>()
  let nextId = 0
  const started = await new Promise<ThreadStarted>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  if (!started.ready) {
    await worker.terminate()
    throw databaseError(started.error)
  }
  // Like a socket, the thread keeps the process alive only while a request waits for its answer.
  worker.unref()
  worker.on('message', (reply: ThreadReply) => {
    const waiting = pending.get(reply.id)
    pending.delete(reply.id)
    if (pending.size === 0) worker.unref()
    if (reply.ok) waiting?.resolve(reply.value)
    else waiting?.reject(databaseError(reply.error))
  })
  // A thread that dies takes its answers along: every request still waiting fails instead of hanging.
  worker.on('error', (error) => failAll(error))
  let ended = false
  worker.on('exit', () => {
    ended = true
    failAll(new Error('the PGlite thread ended'))
  })
  const failAll = (error: unknown) => {
    for (const waiting of pending.values()) waiting.reject(error)
    pending.clear()
  }

  const send = <T>(request: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (ended) return reject(new Error('the PGlite thread ended'))
      const id = ++nextId
      if (pending.size === 0) worker.ref()
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      worker.postMessage({ ...request, id })
    })

  const on = (tx?: number) => ({
    query: <Row>(
      sql: string,
      params?: unknown[],
      options: { rowMode?: 'array' | 'object'; parsers?: object } = {},
    ) =>
      send<Results<Row>>({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode,
        // Drizzle's parsers hand dates and intervals back as text: the thread does the same for these types.
        rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
        tx,
      }),
    exec: (sql: string) => send<Results[]>({ op: 'exec', sql, tx }),
  })

  let closed: Promise<void> | undefined
  return {
    ...on(),
    async transaction(work) {
      const tx = await send<number>({ op: 'begin' })
      let result: Awaited<ReturnType<typeof work>>
      try {
        result = await work(on(tx))
      } catch (error) {
        await send({ op: 'end', tx, commit: false })
        throw error
      }
      await send({ op: 'end', tx, commit: true })
      return result
    },
    close() {
      closed ??= send({ op: 'close' })
        .finally(() => worker.terminate())
        .then(() => undefined)
      return closed
    },
  }
}

/** An error from the thread, with the database's fields (SQLSTATE `code` and the rest) as it had them. */
function databaseError(fields: ThreadError): Error {
  const { name, message, ...rest } = fields
  return Object.assign(new Error(message), { name }, rest)
}
