import { api } from '@mindwire/server/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll } from 'vitest'
import { type StudioTestServer, startStudioServer } from './studio-test-server.ts'

/** An authenticated JSON call to the test server: GET without a body, POST with one. */
export type StudioCall = (path: string, body?: unknown) => ReturnType<typeof api>

export interface SuiteServer {
  server: StudioTestServer
  /** The fake LLM server (OpenAI protocol) when the suite asked for one. */
  llm: FakeLlmServer
  call: StudioCall
}

/**
 * A studio server for one describe block, started before its tests and closed after them: with the
 * offline engine, or (`withLlm`) with a fake LLM server speaking the OpenAI protocol.
 */
export function suiteServer(
  withLlm: boolean,
  options: Omit<Parameters<typeof startStudioServer>[0] & object, 'llm'> = {},
): SuiteServer {
  const suite = {} as SuiteServer
  beforeAll(async () => {
    if (withLlm) suite.llm = await startFakeLlmServer()
    suite.server = await startStudioServer(withLlm ? { ...options, llm: suite.llm } : options)
    suite.call = (path, body) =>
      api(`${suite.server.url}${path}`, suite.server.key, body === undefined ? {} : { body })
    // A server on PGlite starts in a few seconds on a quiet machine; a loaded one (shared CI) needs more.
  }, 120_000)
  afterAll(async () => {
    await suite.server?.close()
    await suite.llm?.close()
  })
  return suite
}
