import { aguiAgent, runAgui } from '@mindwire/testkit/agui'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasEdge, canvasNode } from '../testing/canvas-fixture.ts'
import { type SynthTestServer, startSynthServer } from '../testing/synth-test-server.ts'

let t: SynthTestServer
// PGlite and the server start slowly on a shared machine.
beforeAll(async () => {
  t = await startSynthServer()
}, 120_000)
afterAll(() => t?.close())

const oscReverbSpeaker = (): CanvasSnapshot => ({
  nodes: [
    canvasNode('simpleoscillator-1', 'simpleoscillator'),
    canvasNode('reverb-1', 'reverb'),
    canvasNode('speaker-1', 'speaker'),
  ],
  edges: [
    canvasEdge('simpleoscillator-1', 'audioout', 'reverb-1', 'input'),
    canvasEdge('reverb-1', 'output', 'speaker-1', 'audioInLeft'),
  ],
})

const moduleIds = (state: unknown) => (state as CanvasSnapshot).nodes.map((node) => node.id)

/** Asks the thread to delete the reverb; the run must not fail. */
async function askToDeleteReverb(agent: ReturnType<typeof aguiAgent>) {
  agent.addMessage({
    id: `u${agent.messages.length}`,
    role: 'user',
    content: 'get rid of the reverb but keep everything else hooked up',
  })
  const run = await runAgui(agent)
  expect(run.error).toBeUndefined()
  return run
}

/** An AG-UI thread on a canvas that has asked to delete the reverb (destructive: an interrupt). */
async function askedToDeleteReverb(threadId: string) {
  const agent = aguiAgent(`${t.url}/api/agui/synth-studio`, t.key, threadId, oscReverbSpeaker())
  const run = await askToDeleteReverb(agent)
  expect(run.events.at(-1)).toMatchObject({ outcome: { type: 'interrupt' } })
  expect(agent.pendingInterrupts.length).toBeGreaterThan(0)
  return agent
}

/** Answers every interrupt the thread has, the same way, until none is left. */
async function answerAll(agent: ReturnType<typeof aguiAgent>, approved: boolean) {
  for (let round = 0; agent.pendingInterrupts.length > 0 && round < 5; round++) {
    const run = await runAgui(agent, {
      resume: agent.pendingInterrupts.map((interrupt) =>
        approved
          ? { interruptId: interrupt.id, status: 'resolved' as const, payload: { approved: true } }
          : { interruptId: interrupt.id, status: 'cancelled' as const },
      ),
    })
    expect(run.error).toBeUndefined()
  }
}

describe('the synth canvas over AG-UI, offline engine, real @ag-ui/client with its verifier', () => {
  it('a module delete waits as an interrupt; approving it changes the canvas the client holds', async () => {
    const agent = await askedToDeleteReverb('synth-approve')
    expect(moduleIds(agent.state)).toContain('reverb-1')
    await answerAll(agent, true)
    expect(moduleIds(agent.state)).toEqual(['simpleoscillator-1', 'speaker-1'])
    expect((agent.state as CanvasSnapshot).edges.map((e) => `${e.source}->${e.target}`)).toContain(
      'simpleoscillator-1->speaker-1',
    )
  })

  it('declining leaves the canvas as it was', async () => {
    const agent = await askedToDeleteReverb('synth-decline')
    await answerAll(agent, false)
    expect(moduleIds(agent.state)).toEqual(['simpleoscillator-1', 'reverb-1', 'speaker-1'])
  })

  it('the canvas is the browser’s: a module the person added between runs is what the next run sees', async () => {
    const agent = await askedToDeleteReverb('synth-edited')
    await answerAll(agent, false)
    const canvas = agent.state as CanvasSnapshot
    agent.setState({
      ...canvas,
      nodes: [...canvas.nodes, canvasNode('simpleoscillator-2', 'simpleoscillator')],
    })
    const run = await askToDeleteReverb(agent)
    expect(run.events[1]).toMatchObject({ type: 'STATE_SNAPSHOT' })
    expect(moduleIds((run.events[1] as unknown as { snapshot: unknown }).snapshot)).toContain(
      'simpleoscillator-2',
    )
  })
})
