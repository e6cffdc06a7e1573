import type { CockpitTestServer } from './cockpit-test-server.ts'

/** A message of the cockpit WebSocket protocol as a test reads it. */
export interface WsMessage {
  event: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever payload an event carries
  data: any
}

/** A WebSocket client of the test server that records messages and can wait for one. */
export async function connectWs(
  t: CockpitTestServer,
  vehicleId: string,
  role: 'client' | 'agent' = 'client',
) {
  const socket = new WebSocket(
    `${t.url.replace('http', 'ws')}/api/v1/ws?vehicleId=${vehicleId}&role=${role}&token=${t.key}`,
  )
  const received: WsMessage[] = []
  const waiters: Array<() => void> = []
  socket.addEventListener('message', (message) => {
    received.push(JSON.parse(String(message.data)))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve)
    socket.addEventListener('error', reject)
  })
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }))
  /** The first message named `event` from index `from` on, waiting until it arrives. */
  async function next(event: string, from = 0): Promise<WsMessage> {
    for (;;) {
      const found = received.slice(from).find((m) => m.event === event)
      if (found) return found
      await new Promise<void>((resolve) => waiters.push(resolve))
    }
  }
  return { socket, received, send, next }
}
