import { ScriptedModel } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyOperations } from '../graph/apply-operation.ts'
import type { ClientOperation } from '../graph/canvas.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

let t: SynthTestServer
let titleModel: ScriptedModel | undefined
beforeAll(async () => {
  t = await startSynthServer({ titleModel: () => titleModel })
})
afterAll(() => t.close())

const operations = (
  results: Array<{ output: { operations?: ClientOperation[]; data?: { operations?: ClientOperation[] } } }>,
) => results.flatMap((result) => result.output.operations ?? result.output.data?.operations ?? [])

async function buildPatch(user: string): Promise<string> {
  const { status, json } = await t.call('/api/ai/chat', {
    body: {
      app: 'synth-studio',
      userId: user,
      state: { nodes: [], edges: [] },
      message: 'add an oscillator, a filter and an output and connect them',
    },
  })
  expect(status).toBe(200)
  return json.sessionId
}

describe('the synth over real HTTP', () => {
  it('a chat builds the canvas on the session; replaying its operations yields the stored canvas', async () => {
    const { json } = await t.call('/api/ai/chat', {
      body: {
        app: 'synth-studio',
        state: { nodes: [], edges: [] },
        message: '添加一个振荡器、一个滤波器和一个扬声器并连起来',
      },
    })
    expect(json.status).toBe('completed')
    expect(json.toolResults.every((result: { status: string }) => result.status === 'ok')).toBe(true)
    const session = await t.call(`/api/ai/sessions/${json.sessionId}`)
    expect(session.json.state.nodes.map((node: { type: string }) => node.type)).toEqual([
      'simpleoscillator',
      'eq',
      'speaker',
    ])
    expect(applyOperations({ nodes: [], edges: [] }, operations(json.toolResults))).toEqual(
      session.json.state,
    )
  })

  it('a delete waits for confirmation over HTTP and runs once accepted', async () => {
    const sessionId = await buildPatch('carol')
    const asked = await t.call('/api/ai/chat', { body: { sessionId, message: '删除扬声器' } })
    expect(asked.json.status).toBe('awaiting_input')
    const [confirmation] = asked.json.confirmations
    expect(confirmation).toMatchObject({ name: 'delete_module', arguments: '{"moduleId":"speaker-1"}' })
    expect((await t.call(`/api/ai/sessions/${sessionId}`)).json.state.nodes).toHaveLength(3)
    const confirmed = await t.call(`/api/ai/sessions/${sessionId}/confirm`, {
      body: { callId: confirmation.id, accepted: true },
    })
    expect(operations(confirmed.json.toolResults)).toEqual([{ type: 'DELETE_MODULE', moduleId: 'speaker-1' }])
    // The patch was asked for in English, so its modules carry English names.
    expect(confirmed.json.text).toBe('已删除 Speaker。')
    expect((await t.call(`/api/ai/sessions/${sessionId}`)).json.state.nodes).toHaveLength(2)
  })
})

describe('checkpoints per user (seed 001 §4.2.5)', () => {
  it('saves the session’s canvas and messages with a derived title of ≤ 12 characters', async () => {
    const sessionId = await buildPatch('alice')
    const saved = await t.call('/api/synth/checkpoints', { body: { sessionId }, user: 'alice' })
    expect(saved.status).toBe(201)
    expect(saved.json.checkpoint).toMatchObject({
      title: 'Oscillator',
      sessionId,
      modules: 3,
      connections: 3,
    })
    const detail = await t.call(`/api/synth/checkpoints/${saved.json.checkpoint.id}`, { user: 'alice' })
    expect(detail.json.checkpoint.snapshot.canvas.nodes).toHaveLength(3)
    expect(detail.json.checkpoint.snapshot.messages[0]).toEqual({
      role: 'user',
      content: 'add an oscillator, a filter and an output and connect them',
    })
  })

  it('asks the model for a title when one is configured', async () => {
    titleModel = new ScriptedModel([{ text: '{"title":"明亮主音"}' }])
    try {
      const sessionId = await buildPatch('alice')
      const saved = await t.call('/api/synth/checkpoints', { body: { sessionId }, user: 'alice' })
      expect(saved.json.checkpoint.title).toBe('明亮主音')
    } finally {
      titleModel = undefined
    }
  })

  it('keeps users apart: another user can neither list, read, rename nor delete a checkpoint', async () => {
    const sessionId = await buildPatch('dave')
    const mine = (
      await t.call('/api/synth/checkpoints', { body: { sessionId, title: 'Dave bass' }, user: 'dave' })
    ).json.checkpoint
    const theirs = (
      await t.call('/api/synth/checkpoints', {
        body: { canvas: { nodes: [{ id: 'lfo-1', type: 'lfo' }], edges: [] } },
        user: 'erin',
      })
    ).json.checkpoint
    expect(theirs).toMatchObject({ title: 'LFO', sessionId: null, modules: 1 })

    const listed = (user: string) =>
      t
        .call('/api/synth/checkpoints', { user })
        .then((r) => r.json.checkpoints.map((c: { id: string }) => c.id))
    expect(await listed('dave')).toEqual([mine.id])
    expect(await listed('erin')).toEqual([theirs.id])

    expect((await t.call(`/api/synth/checkpoints/${mine.id}`, { user: 'erin' })).status).toBe(404)
    const rename = await t.call(`/api/synth/checkpoints/${mine.id}`, {
      method: 'PATCH',
      body: { title: 'stolen' },
      user: 'erin',
    })
    expect(rename).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } })
    expect(
      (await t.call(`/api/synth/checkpoints/${mine.id}`, { method: 'DELETE', user: 'erin' })).status,
    ).toBe(404)
    expect((await t.call(`/api/synth/checkpoints/${mine.id}`, { user: 'dave' })).json.checkpoint.title).toBe(
      'Dave bass',
    )

    // Erin cannot save Dave's session either.
    expect((await t.call('/api/synth/checkpoints', { body: { sessionId }, user: 'erin' })).status).toBe(404)

    const renamed = await t.call(`/api/synth/checkpoints/${mine.id}`, {
      method: 'PATCH',
      body: { title: 'Deep bass' },
      user: 'dave',
    })
    expect(renamed.json.checkpoint.title).toBe('Deep bass')
    // The owner is right but the id is wrong: nothing happens.
    expect(
      (await t.call(`/api/synth/checkpoints/${theirs.id}`, { method: 'DELETE', user: 'dave' })).status,
    ).toBe(404)
    expect(
      (await t.call('/api/synth/checkpoints/not-a-uuid', { method: 'DELETE', user: 'dave' })).status,
    ).toBe(404)
    expect(
      (await t.call(`/api/synth/checkpoints/${mine.id}`, { method: 'DELETE', user: 'dave' })).json,
    ).toEqual({ deleted: true })
    expect(await listed('dave')).toEqual([])
    expect(await listed('erin')).toEqual([theirs.id])
  })

  it('restores a checkpoint into a new session: its canvas as state, its conversation as history; only for its owner', async () => {
    const original = await buildPatch('gina')
    const saved = (await t.call('/api/synth/checkpoints', { body: { sessionId: original }, user: 'gina' }))
      .json.checkpoint
    const stolen = await t.call(`/api/synth/checkpoints/${saved.id}/restore`, {
      method: 'POST',
      user: 'hank',
    })
    expect(stolen.status).toBe(404)

    const restored = await t.call(`/api/synth/checkpoints/${saved.id}/restore`, {
      method: 'POST',
      user: 'gina',
    })
    expect(restored.status).toBe(201)
    const { sessionId, canvas, title } = restored.json
    expect(sessionId).not.toBe(original)
    expect(title).toBe(saved.title)
    expect(canvas.nodes).toHaveLength(3)
    const session = (await t.call(`/api/ai/sessions/${sessionId}`)).json
    expect(session).toMatchObject({ userId: 'gina', title: saved.title })
    expect(session.state.nodes).toHaveLength(3)
    expect(session.messages[0]).toMatchObject({
      role: 'user',
      content: expect.stringContaining('add an oscillator'),
    })

    // The agent goes on from the restored patch, in the restored conversation.
    const next = await t.call('/api/ai/chat', { body: { sessionId, message: '把振荡器的频率调到220赫兹' } })
    expect(next.status).toBe(200)
    expect((await t.call(`/api/ai/sessions/${sessionId}`)).json.messages.length).toBeGreaterThan(
      session.messages.length,
    )
  })

  it('takes the user from the session when no x-user-id is sent, and refuses without either', async () => {
    const sessionId = await buildPatch('frank')
    const saved = await t.call('/api/synth/checkpoints', { body: { sessionId } })
    expect(saved.status).toBe(201)
    const listed = await t.call(`/api/synth/checkpoints?sessionId=${sessionId}`)
    expect(listed.json.checkpoints.map((c: { id: string }) => c.id)).toEqual([saved.json.checkpoint.id])
    expect(await t.call('/api/synth/checkpoints')).toMatchObject({
      status: 400,
      json: { error: { code: 'invalid_request' } },
    })
    expect((await t.call('/api/synth/checkpoints', { body: {}, user: 'frank' })).status).toBe(400)
  })
})
