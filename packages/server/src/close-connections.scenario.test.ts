import { connect, type Socket } from 'node:net'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sse } from './testing/http-client.ts'
import { startTestServer, type TestServer } from './testing/test-server.ts'

// Without the server ending them, each connection below holds the close for as long as its client keeps it
// (undici: the 72 s keep-alive hint; a bare socket: forever). A close this long means one was left.
const CLOSE_LIMIT_MS = 3000

// One database for both servers: each test starts its own server, to close it.
let store: Store
let t: TestServer | undefined
beforeAll(async () => {
  store = await openStore({ memory: true })
}, 60_000)
afterEach(async () => {
  await t?.close({ keepStore: true })
  t = undefined
})
afterAll(() => store?.close())

/** Milliseconds the HTTP server's close took, or the limit's failure when a connection holds it. */
async function timedClose(server: TestServer): Promise<number> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`close still waiting after ${CLOSE_LIMIT_MS} ms`)),
      CLOSE_LIMIT_MS,
    )
  })
  try {
    await Promise.race([server.server.app.close(), limit])
  } finally {
    clearTimeout(timer)
  }
  return performance.now() - started
}

function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket))
    socket.once('error', reject)
  })
}

describe('the server’s close ends live runs and every connection nothing is answered on', () => {
  it('a connection that never sent a request (a client’s spare socket) does not hold the close', async () => {
    t = await startTestServer({ store })
    const spare = await openSocket(t.url)
    const ended = new Promise((resolve) => spare.once('close', resolve))
    expect(await timedClose(t)).toBeLessThan(CLOSE_LIMIT_MS)
    await ended
  })

  it('a run still streaming when the close begins is aborted first; its keep-alive connection does not hold the close', async () => {
    t = await startTestServer({ store })
    const { key } = await t.tenant('acme')
    t.llm.enqueue({ stall: true, text: 'thinking' })
    let closing: Promise<number> | undefined
    const server = t
    // Undici's fetch keeps the connection alive after the stream, as a browser or the Jimi SDK does.
    const stream = await sse(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'a long question' },
      stopAfter: (event) => {
        if (event.data.type === 'delta') closing ??= timedClose(server)
        return false
      },
    })
    expect(stream.dropped).toBe(false)
    expect(closing).toBeDefined()
    expect(await closing).toBeLessThan(CLOSE_LIMIT_MS)
  })
})
