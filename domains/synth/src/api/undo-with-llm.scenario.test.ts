import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildCanvas } from '../eval/build-canvas.ts'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { chain } from '../testing/run-request.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

// Issue 44 on the LLM path: a model on the real OpenAI protocol (the fake LLM server) undoes through
// undo_last_change, which inverts the previous turn's calls as the offline engine's 撤销 does; an undo
// that deletes a module asks the person first.
let llm: FakeLlmServer
let t: SynthTestServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
  t = await startSynthServer({ modelEnv: llm.openaiModelEnv })
}, 120_000)
afterAll(async () => {
  await t.close()
  await llm.close()
})
beforeEach(() => {
  llm.requests.length = 0
})

const start = () => buildCanvas(chain('simpleoscillator', 'speaker'))
const oscillatorOf = (canvas: CanvasSnapshot) =>
  canvas.nodes.find((node) => node.type === 'simpleoscillator')!

async function say(message: string, state: CanvasSnapshot, sessionId?: string) {
  const { json } = await t.call('/api/ai/chat', {
    body: { app: 'synth-studio', state, message, ...(sessionId ? { sessionId } : {}) },
  })
  return json
}

/** A session whose first turn is the model setting the oscillator's frequency (the change to undo). */
async function modelSetsFrequency(value: number) {
  const canvas = start()
  const oscillator = oscillatorOf(canvas)
  llm.enqueue(
    {
      toolCalls: [
        { name: 'update_module_parameter', args: { moduleId: oscillator.id, parameter: 'freq', value } },
      ],
    },
    { text: `已调到 ${value} Hz。` },
  )
  return { canvas, oscillator, set: await say(`把振荡器频率调到${value}`, canvas) }
}

const stateOf = async (sessionId: string): Promise<CanvasSnapshot> =>
  (await t.call(`/api/ai/sessions/${sessionId}`)).json.state

describe('undo asked of the synth copilot with an LLM', () => {
  it('the model calls undo_last_change after a setting: the previous value is back, nothing asked', async () => {
    const { oscillator, set } = await modelSetsFrequency(220)
    expect(set.status).toBe('completed')
    const changed = await stateOf(set.sessionId)
    expect(oscillatorOf(changed).params.freq).toBe(220)

    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '已撤销。' })
    const undone = await say('undo that', changed, set.sessionId)
    expect(undone.status).toBe('completed')
    expect(oscillatorOf(await stateOf(set.sessionId)).params.freq).toBe(oscillator.params.freq ?? 440)
    // The model was offered the tool, described, and read back what the undo did.
    const offered = (
      llm.requests[0]!.body.tools as Array<{ function: { name: string; description: string } }>
    )
      .map((tool) => tool.function)
      .find((tool) => tool.name === 'undo_last_change')
    expect(offered?.description).toContain('undo')
    const messages = llm.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
    expect(JSON.parse(messages.at(-1)!.content).operations).toEqual([
      { type: 'UPDATE_MODULE_PARAM', moduleId: oscillator.id, parameter: 'freq', value: 440 },
    ])
  })

  it('an undo that deletes the added module asks first; declined nothing changes, accepted the canvas is back', async () => {
    const canvas = start()
    llm.enqueue({ toolCalls: [{ name: 'add_module', args: { type: 'reverb' } }] }, { text: '加好了混响。' })
    const added = await say('add a reverb', canvas)
    const withReverb = await stateOf(added.sessionId)
    expect(withReverb.nodes).toHaveLength(canvas.nodes.length + 1)
    const reverb = withReverb.nodes.find((node) => node.type === 'reverb')!

    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '没有撤销。' })
    const declinedAsk = await say('撤销', withReverb, added.sessionId)
    expect(declinedAsk.status).toBe('awaiting_input')
    expect(declinedAsk.confirmations.map((c: { name: string }) => c.name)).toEqual(['undo_last_change'])
    // The module is named as the canvas shows it, never by its id.
    expect(declinedAsk.confirmations[0].message).toContain(`「${reverb.name}」`)
    expect(declinedAsk.confirmations[0].message).not.toContain(reverb.id)
    await t.call(`/api/ai/sessions/${added.sessionId}/confirm`, {
      body: { callId: declinedAsk.confirmations[0].id, accepted: false },
    })
    expect((await stateOf(added.sessionId)).nodes).toHaveLength(withReverb.nodes.length)

    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '已撤销。' })
    const asked = await say('撤销', withReverb, added.sessionId)
    expect(asked.status).toBe('awaiting_input')
    await t.call(`/api/ai/sessions/${added.sessionId}/confirm`, {
      body: { callId: asked.confirmations[0].id, accepted: true },
    })
    const after = await stateOf(added.sessionId)
    expect(after.nodes.map((node) => node.id)).toEqual(canvas.nodes.map((node) => node.id))
    expect(after.edges).toHaveLength(canvas.edges.length)

    // Asked again, the reverb is gone already: refused, nothing asked or changed.
    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '没有可撤销的。' })
    const again = await say('撤销', after, added.sessionId)
    expect(again.status).toBe('completed')
    const messages = llm.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
    expect(messages.at(-1)!.content).toContain('nothing to undo')
    expect((await stateOf(added.sessionId)).nodes).toHaveLength(canvas.nodes.length)
  })

  it('with no earlier change the tool refuses, and the canvas stays', async () => {
    const canvas = start()
    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '没有可撤销的。' })
    const json = await say('undo', canvas)
    expect(json.status).toBe('completed')
    expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).toContain('nothing to undo')
    expect((await stateOf(json.sessionId)).nodes).toHaveLength(canvas.nodes.length)
  })
  it('the model calls redo_last_undo after an undo: the setting comes back; a second redo is refused', async () => {
    const { oscillator, set } = await modelSetsFrequency(330)
    llm.enqueue({ toolCalls: [{ name: 'undo_last_change', args: {} }] }, { text: '已撤销。' })
    await say('撤销', await stateOf(set.sessionId), set.sessionId)
    expect(oscillatorOf(await stateOf(set.sessionId)).params.freq).toBe(oscillator.params.freq ?? 440)

    llm.enqueue({ toolCalls: [{ name: 'redo_last_undo', args: {} }] }, { text: '已重做。' })
    const redone = await say('重做', await stateOf(set.sessionId), set.sessionId)
    expect(redone.status).toBe('completed')
    expect(redone.toolResults[0]).toMatchObject({ name: 'redo_last_undo', status: 'ok' })
    expect(oscillatorOf(await stateOf(set.sessionId)).params.freq).toBe(330)

    llm.enqueue({ toolCalls: [{ name: 'redo_last_undo', args: {} }] }, { text: '没有可重做的。' })
    const again = await say('redo', await stateOf(set.sessionId), set.sessionId)
    expect(again.toolResults[0]).toMatchObject({ name: 'redo_last_undo', status: 'error' })
    expect(JSON.stringify(llm.requests.at(-1)!.body.messages)).toContain('not an undo')
    expect(oscillatorOf(await stateOf(set.sessionId)).params.freq).toBe(330)
  })
})
