import { afterAll, beforeAll } from 'vitest'
import { startTestServer, type TestServer } from './test-server.ts'

/** A test server with tenant `acme` for one test file: started before its tests, closed after them. */
export function serverPerFile(options: Parameters<typeof startTestServer>[0] = {}): {
  server: () => TestServer
  key: () => string
} {
  let server: TestServer | undefined
  let key: string | undefined
  beforeAll(async () => {
    server = await startTestServer(options)
    ;({ key } = await server.tenant('acme'))
  }, 60_000)
  afterAll(() => server?.close())
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the test server has not started')
    return value
  }
  return { server: () => ready(server), key: () => ready(key) }
}
