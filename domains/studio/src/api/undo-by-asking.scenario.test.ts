import { api } from '@mindwire/server/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { acceptAdditions } from '../testing/accept-additions.ts'
import { type StudioTestServer, startStudioServer } from '../testing/studio-test-server.ts'

// Issue 44: "撤销" to the copilot takes the latest change back through the project's own undo (the revision
// log marks the batch undone), asking first when the undo removes modules; offline and with an LLM on the
// OpenAI protocol, over real HTTP on PGlite.
let offline: StudioTestServer
let llm: FakeLlmServer
let withLlm: StudioTestServer

beforeAll(async () => {
  llm = await startFakeLlmServer()
  ;[offline, withLlm] = await Promise.all([startStudioServer(), startStudioServer({ llm })])
}, 120_000)
afterAll(async () => {
  await Promise.all([offline?.close(), withLlm?.close()])
  await llm?.close()
})

function client(server: StudioTestServer) {
  const call = (path: string, body?: unknown) =>
    api(`${server.url}${path}`, server.key, body === undefined ? {} : { body })
  const chat = (message: string, sessionId?: string) =>
    call('/api/ai/chat', { app: 'xi-studio', message, ...(sessionId ? { sessionId } : {}) })
  const project = async (sessionId: string) => {
    const session = await call(`/api/ai/sessions/${sessionId}`)
    return (await call(`/api/studio/projects/${session.json.state.projectId}`)).json as {
      document: ProjectDocument
      revisions: Array<{ actor: string; batchId: string; undoneBy: string | null; summary: string }>
    }
  }
  return { call, chat, project }
}

const gainOf = (document: ProjectDocument) =>
  document.chain.modules.find((module) => module.id === 'lowShelf')?.params.gainDb
const ids = (document: ProjectDocument) => document.chain.modules.map((module) => module.id)

describe('undo and redo by asking the copilot, offline', () => {
  it('撤销 after a setting puts the value back, marks the turn undone, and says what it took back', async () => {
    const { chat, project } = client(offline)
    const set = await chat('低架增益设为1dB')
    const sessionId = set.json.sessionId
    expect(gainOf((await project(sessionId)).document)).toBe(1)
    const undo = await chat('撤销', sessionId)
    expect(undo.json.status).toBe('completed')
    expect(undo.json.toolResults).toEqual([
      expect.objectContaining({ name: 'undo-change', status: 'ok', effect: 'changed' }),
    ])
    // Said as the cards say it (the setting's label, values with units), not the store's "lowShelf.gainDb: 4 → 1".
    expect(undo.json.text).toMatch(/^已撤销上一步：「[^」]+」的[^，。]+从 1 dB 改为 4 dB。/)
    expect(undo.json.text).not.toMatch(/lowShelf|gainDb|→/)
    const after = await project(sessionId)
    expect(gainOf(after.document)).toBe(4)
    expect(after.revisions[0]).toMatchObject({ actor: 'undo' })
    expect(after.revisions[1]).toMatchObject({ actor: 'agent', undoneBy: after.revisions[0]!.batchId })

    // The undo of the undo, asked: "撤销刚才的撤销" brings the setting back through the project's redo.
    const redo = await chat('撤销刚才的撤销', sessionId)
    expect(redo.json.toolResults).toEqual([
      expect.objectContaining({ name: 'redo-change', status: 'ok', effect: 'changed' }),
    ])
    expect(redo.json.text).toMatch(/^已重做刚才撤销的修改：「[^」]+」的[^，。]+从 4 dB 改为 1 dB。/)
    expect(redo.json.text).not.toMatch(/lowShelf|gainDb/)
    const redone = await project(sessionId)
    expect(gainOf(redone.document)).toBe(1)
    expect(redone.revisions[0]!.summary).toMatch(/^redo:/)
    // Redone once, the latest change is no longer an undo: a second redo is refused and says why.
    const again = await chat('redo', sessionId)
    expect(again.json.text).toBe('The latest change is not an undo, so there is nothing to redo.')
    expect(gainOf((await project(sessionId)).document)).toBe(1)
    // Asked in English, said in English with the card's words.
    const english = await chat('undo', sessionId)
    expect(english.json.text).toMatch(/^Undone: 「[^」]+」 [^;.]+ from 1 dB to 4 dB\./)
    expect(english.json.text).not.toMatch(/lowShelf|gainDb|[\u4e00-\u9fff]/)
  })

  it('undo that, after an add, asks first: declined keeps the module, accepted removes it', async () => {
    const { call, chat, project } = client(offline)
    const before = ids((await baseline()).document)
    const added = await acceptAdditions(call, await chat('在最后加一个 eq-parametric-v2'))
    expect(added.confirmed).toBe(1)
    const sessionId = added.json.sessionId
    const newId = ids((await project(sessionId)).document).find((id) => !before.includes(id))
    expect(newId).toBeDefined()

    const asked = await chat('undo that', sessionId)
    expect(asked.json.status).toBe('awaiting_input')
    expect(asked.json.confirmations[0]).toMatchObject({ name: 'undo-change' })
    // Named as its card names it (参数均衡, the catalogue title), never by the id it was given.
    expect(asked.json.confirmations[0].message).toContain('「参数均衡')
    expect(asked.json.confirmations[0].message).not.toContain(newId)
    const declined = await call(`/api/ai/sessions/${sessionId}/confirm`, {
      callId: asked.json.confirmations[0].id,
      accepted: false,
    })
    expect(declined.status).toBe(200)
    expect(ids((await project(sessionId)).document)).toContain(newId)

    const again = await chat('撤回上一步', sessionId)
    expect(again.json.status).toBe('awaiting_input')
    const accepted = await call(`/api/ai/sessions/${sessionId}/confirm`, {
      callId: again.json.confirmations[0].id,
      accepted: true,
    })
    expect(accepted.json.text).toMatch(/已撤销上一步/)
    expect(accepted.json.text).toContain('删除了模块「参数均衡')
    expect(accepted.json.text).not.toMatch(new RegExp(`${newId}|eq-parametric-v2|added `))
    expect(ids((await project(sessionId)).document)).not.toContain(newId)

    async function baseline() {
      // A fresh session's project: the default chain, before anything was added.
      const fresh = await chat('低架增益是多少？')
      return project(fresh.json.sessionId)
    }
  })

  it('nothing to undo on a new project is said, and a word left over is not read as an undo', async () => {
    const { chat } = client(offline)
    const nothing = await chat('撤销')
    expect(nothing.json.text).toMatch(/没有可以撤销的修改/)
    const named = await chat('撤销高通')
    expect(named.json.toolResults.map((r: { name: string }) => r.name)).not.toContain('undo-change')
  })
})

describe('undo and redo by asking the copilot, with an LLM on the OpenAI protocol', () => {
  it('the model calls undo-change, then redo-change; the project’s undo and redo take the turn back and forth', async () => {
    const { chat, project } = client(withLlm)
    llm.enqueue(
      {
        toolCalls: [{ name: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: -2 } }],
      },
      { text: '已把低架降到 -2 dB。' },
    )
    const set = await chat('低架降到-2dB')
    const sessionId = set.json.sessionId
    expect(gainOf((await project(sessionId)).document)).toBe(-2)
    llm.enqueue({ toolCalls: [{ name: 'undo-change', args: {} }] }, { text: '已撤销。' })
    const undo = await chat('undo that', sessionId)
    expect(undo.json.toolResults[0]).toMatchObject({
      name: 'undo-change',
      status: 'ok',
      output: { undone: { by: 'agent' }, removedModules: [], restoredModules: [] },
    })
    const tools = llm.requests
      .at(-2)!
      .body.tools.map((tool: { function: { name: string } }) => tool.function.name)
    expect(tools).toContain('undo-change')
    const after = await project(sessionId)
    expect(gainOf(after.document)).toBe(4)
    expect(after.revisions[0]).toMatchObject({ actor: 'undo' })

    llm.enqueue({ toolCalls: [{ name: 'redo-change', args: {} }] }, { text: '已重做。' })
    const redo = await chat('redo', sessionId)
    expect(redo.json.toolResults[0]).toMatchObject({ name: 'redo-change', status: 'ok' })
    expect(gainOf((await project(sessionId)).document)).toBe(-2)
  })
})
