import { type Client, type ClientOptions, createClient } from '@mindwire/client'
import { type BoardServer, startBoardServer } from '@mindwire/client/testing'
import { afterAll, beforeAll } from 'vitest'

/** The board server of a test file: started before its tests, closed after; `client()` talks to it as tenant acme. */
export interface BoardFixture {
  readonly server: BoardServer
  client(options?: Partial<ClientOptions>): Client
}

/** Starts @mindwire/client's board server for the calling test file (test-only: never exported). */
export function useBoardServer(extra?: Parameters<typeof startBoardServer>[1]): BoardFixture {
  let server: BoardServer | undefined
  let key = ''
  beforeAll(async () => {
    server = await startBoardServer({}, extra)
    key = await server.tenant('acme')
  })
  afterAll(() => server?.close())
  return {
    get server() {
      if (!server) throw new Error('the board server starts in beforeAll')
      return server
    },
    client: (options) => createClient({ endpoint: server!.url, apiKey: key, ...options }),
  }
}
