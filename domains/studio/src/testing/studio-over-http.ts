import { api } from '@mindwire/server/testing'
import { afterAll, beforeAll } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { acceptAdditions } from './accept-additions.ts'
import { type StudioTestServer, startStudioServer } from './studio-test-server.ts'

/** What one chat turn of the studio answers, as the scenario tests read it. */
export interface StudioReply {
  sessionId: string
  text: string
  toolResults: Array<{ name: string; status: string; output: unknown }>
  /** Calls waiting for the person, with the question each asks. */
  confirmations: Array<{ id: string; name: string; arguments: string; message: string }>
}

/**
 * A studio server for one test file (started before its tests, closed after them) and the calls its
 * scenarios make over the real HTTP API: each `chat` starts a new session on the default project.
 */
export function studioOverHttp() {
  let server: StudioTestServer | undefined
  // PGlite and the server start slowly on a shared machine.
  beforeAll(async () => {
    server = await startStudioServer()
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })
  const call = (path: string, body?: unknown) =>
    api(`${server!.url}${path}`, server!.key, body === undefined ? {} : { body })
  return {
    call,
    // A person who agrees to the modules the copilot adds (each waits for them, seed 000 §7): these
    // scenarios are about what was understood; scenarios.scenario.test.ts asserts the asking itself.
    chat: async (message: string) =>
      (await acceptAdditions(call, await call('/api/ai/chat', { app: 'xi-studio', message })))
        .json as StudioReply,
    /** The project a session works on, as the server stores it. */
    projectOf: async (sessionId: string): Promise<ProjectDocument> => {
      const session = await call(`/api/ai/sessions/${sessionId}`)
      return (
        (await call(`/api/studio/projects/${session.json.state.projectId}`)).json as {
          document: ProjectDocument
        }
      ).document
    },
  }
}

/** The names of the tools a reply called, in order. */
export const toolNames = (reply: { toolResults: Array<{ name: string }> }) =>
  reply.toolResults.map((r) => r.name)
