import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCanvas } from '../eval/build-canvas.ts'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { chain } from '../testing/run-request.ts'
import { sayOverHttp } from '../testing/say-over-http.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

// Issue 44: "撤销" / "undo that" to the synth copilot over real HTTP takes the previous turn back from its
// calls' results; an undo that deletes a module asks first, as any deletion does.
let t: SynthTestServer
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t.close())

const freqOf = (canvas: CanvasSnapshot) =>
  canvas.nodes.find((node) => node.type === 'simpleoscillator')?.params.freq ?? 440

describe('undo by asking the synth copilot', () => {
  it('undo that, after a setting, puts the previous value back without asking', async () => {
    const set = await sayOverHttp(t, buildCanvas(chain('simpleoscillator', 'speaker')), '把振荡器频率调到220')
    expect(freqOf(set.canvas)).toBe(220)
    const { json } = await t.call('/api/ai/chat', {
      body: { app: 'synth-studio', sessionId: set.sessionId, state: set.canvas, message: 'undo that' },
    })
    expect(json.status).toBe('completed')
    const session = await t.call(`/api/ai/sessions/${set.sessionId}`)
    expect(freqOf(session.json.state)).toBe(440)
  })

  it('撤销, after an added module, asks before deleting it; accepted, the canvas is as before', async () => {
    const start = buildCanvas(chain('simpleoscillator', 'speaker'))
    const added = await sayOverHttp(t, start, 'add a reverb after the oscillator')
    expect(added.canvas.nodes).toHaveLength(3)
    const asked = await t.call('/api/ai/chat', {
      body: { app: 'synth-studio', sessionId: added.sessionId, state: added.canvas, message: '撤销' },
    })
    expect(asked.json.status).toBe('awaiting_input')
    expect(asked.json.confirmations.map((c: { name: string }) => c.name)).toEqual(['delete_module'])
    await t.call(`/api/ai/sessions/${added.sessionId}/confirm`, {
      body: { callId: asked.json.confirmations[0].id, accepted: true },
    })
    const session = await t.call(`/api/ai/sessions/${added.sessionId}`)
    expect(session.json.state.nodes.map((node: { type: string }) => node.type)).toEqual(
      start.nodes.map((node) => node.type),
    )
    // The connections the insertion replaced are back: the oscillator feeds the speaker again.
    expect(session.json.state.edges).toHaveLength(start.edges.length)
  })
  it('重做 brings back what the undo took back; a second redo is refused, and "undo the undo" works in English', async () => {
    const set = await sayOverHttp(t, buildCanvas(chain('simpleoscillator', 'speaker')), '把振荡器频率调到330')
    const { sessionId } = set
    const undone = await sayOverHttp(t, set.canvas, '撤销', sessionId)
    expect(freqOf(undone.canvas)).toBe(440)
    const redone = await sayOverHttp(t, undone.canvas, '重做', sessionId)
    expect(freqOf(redone.canvas)).toBe(330)
    // The latest change is now the redo, not an undo: nothing to bring back, said, the canvas kept.
    const again = await t.call('/api/ai/chat', {
      body: { app: 'synth-studio', sessionId, state: redone.canvas, message: 'redo' },
    })
    expect(again.json.toolResults ?? []).toEqual([])
    expect(again.json.text).toBe('The latest change is not an undo, so there is nothing to redo.')
    const back = await sayOverHttp(t, redone.canvas, 'undo', sessionId)
    expect(freqOf(back.canvas)).toBe(440)
    const forth = await sayOverHttp(t, back.canvas, 'undo the undo', sessionId)
    expect(freqOf(forth.canvas)).toBe(330)
  })

  it('重做 on a session whose latest change is not an undo changes nothing and says why', async () => {
    const set = await sayOverHttp(t, buildCanvas(chain('simpleoscillator', 'speaker')), '把振荡器频率调到220')
    const { json } = await t.call('/api/ai/chat', {
      body: { app: 'synth-studio', sessionId: set.sessionId, state: set.canvas, message: '重做' },
    })
    expect(json.text).toBe('最近一次修改不是撤销，没有可以重做的。')
    const session = await t.call(`/api/ai/sessions/${set.sessionId}`)
    expect(freqOf(session.json.state)).toBe(220)
  })
})
