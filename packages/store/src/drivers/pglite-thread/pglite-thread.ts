// The thread that runs embedded PGlite, so the database's WebAssembly works beside the server's event loop
// instead of on it. It answers ThreadRequests in order of arrival; PGlite itself runs one at a time.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite'
import { vector } from '@electric-sql/pglite-pgvector'
import type { PgliteThreadOptions, ThreadError, ThreadReply, ThreadRequest } from './thread-protocol.ts'

const port = parentPort!
const options = workerData as PgliteThreadOptions
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }
>()
let nextTransaction = 0

// Given as the text they arrive in (drizzle's parsers for dates and intervals return it unchanged).
const asText = (value: string) => value

async function answer(request: ThreadRequest, client: PGlite): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? client : transactions.get(request.tx)!.tx
      const parsers = Object.fromEntries((request.rawTypes ?? []).map((type) => [type, asText]))
      const results: Results = await on.query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers,
      })
      return { rows: results.rows, fields: results.fields, affectedRows: results.affectedRows }
    }
    case 'exec': {
      const on = request.tx === undefined ? client : transactions.get(request.tx)!.tx
      return (await on.exec(request.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }))
    }
    case 'begin':
      return begin(client)
    case 'end': {
      const open = transactions.get(request.tx)!
      open.end(request.commit)
      if (request.commit) await open.done
      else
        await open.done.catch((error) => {
          if (error !== ROLLED_BACK) throw error
        })
      return undefined
    }
    case 'close':
      await client.close()
      return undefined
  }
}

// How a transaction ended by its `end` request without a commit rejects: not an error to report.
const ROLLED_BACK = new Error('rolled back')

/** Opens a transaction that stays open until its `end` request: its number, once it holds PGlite. */
function begin(client: PGlite): Promise<number> {
  const id = ++nextTransaction
  return new Promise((resolve, reject) => {
    let started = false
    const done: Promise<unknown> = client.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          started = true
          transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(ROLLED_BACK)), done })
          resolve(id)
        }),
    )
    done.finally(() => transactions.delete(id)).catch(() => undefined)
    done.catch((error) => {
      if (!started) reject(error)
    })
  })
}

function errorFields(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const fields: ThreadError = { name: error.name, message: error.message }
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  return fields
}

try {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { vector },
    postgresqlconf: options.postgresqlconf,
  })
  port.on('message', (request: ThreadRequest) => {
    answer(request, client).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadReply),
      (error) =>
        port.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies ThreadReply),
    )
  })
  port.postMessage({ ready: true })
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) })
}
