import { afterAll, beforeAll } from 'vitest'
import { type BoardServer, startBoardServer } from './board-server.ts'

/** A board server with tenant `acme` for one test file: started before its tests, closed after them. */
export function boardServerPerFile(): { server: () => BoardServer; key: () => string } {
  let server: BoardServer | undefined
  let key: string | undefined
  // PGlite, the fake LLM server and Fastify start slowly on a shared machine.
  beforeAll(async () => {
    server = await startBoardServer()
    key = await server.tenant('acme')
  }, 120_000)
  afterAll(() => server?.close())
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the board server has not started')
    return value
  }
  return { server: () => ready(server), key: () => ready(key) }
}
