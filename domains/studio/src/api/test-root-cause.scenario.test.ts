import { sse } from '@mindwire/server/testing'
import { describe, expect, it } from 'vitest'
import { type StudioCall as Call, suiteServer } from '../testing/suite-server.ts'

// XiTest 失败根因 (seed 000 §6.4) over the real HTTP API: failing cases of a real run, or a pasted log,
// explained from the history of failure modes — offline, and with an LLM on the OpenAI protocol.
/** A project whose low shelf boosts +15 dB: its regression run fails on gain and clipping. */
async function boostedProject(call: Call): Promise<string> {
  const { json: project } = await call('/api/studio/projects', { name: 'boosted' })
  const edited = await call(`/api/studio/projects/${project.id}/edits`, {
    edits: [{ tool: 'update-param', args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: 15 } }],
  })
  expect(edited.status).toBe(200)
  return project.id
}

describe('XiTest root causes with the offline engine', () => {
  const suite = suiteServer(false)
  const call: Call = (path, body) => suite.call(path, body)

  it('“这批用例为什么挂了” over SSE: runs the regression, then explains each failure from the history', async () => {
    const projectId = await boostedProject(call)
    const { events } = await sse(`${suite.server.url}/api/ai/chat`, suite.server.key, {
      body: { app: 'xi-test', message: '这批用例为什么挂了', stream: true, state: { projectId } },
    })
    const results = events.filter((event) => event.data.type === 'tool_result').map((event) => event.data)
    expect(results.map((result) => result.name)).toEqual(['run-test-suite', 'analyze-test-failures'])
    const failing = results[0].output.cases
      .filter((c: { ok: boolean }) => !c.ok)
      .map((c: { id: string }) => c.id)
    expect(failing).toContain('max-gain')
    const explained = results[1].output.explained.map((root: { patternId: string }) => root.patternId)
    expect(explained).toEqual(expect.arrayContaining(['gain-stack', 'seat-response']))
    expect(results[1].output.explained).toHaveLength(failing.length)
    const text = events
      .filter((event) => event.data.type === 'delta')
      .map((event) => event.data.content)
      .join('')
    expect(text).toContain('多个提升叠加')
  })

  it('a pasted log: each failing line explained, an unknown one left to a person', async () => {
    const { json } = await call('/api/ai/chat', {
      app: 'xi-test',
      message:
        '这批用例为什么挂了\nPASS latency 3.2 ms\nFAIL rig: ECONNREFUSED 10.0.0.7:5025\nFAIL hpf coefficients NaN at fc=23000\nFAIL widget colour mismatch',
    })
    expect(json.toolResults.map((result: { name: string }) => result.name)).toEqual(['analyze-test-failures'])
    const output = json.toolResults[0].output
    expect(output.explained.map((root: { patternId: string }) => root.patternId)).toEqual([
      'rig-offline',
      'unstable-filter',
    ])
    expect(output.unexplained).toEqual([{ name: 'FAIL widget colour mismatch' }])
    expect(json.text).toContain('需要人工排查')
  })

  it('a run that passes has nothing to explain, and says so', async () => {
    const { json: project } = await call('/api/studio/projects', { name: 'clean' })
    const { json } = await call('/api/ai/chat', {
      app: 'xi-test',
      message: '余量用例为什么挂了？',
      state: { projectId: project.id },
    })
    expect(json.toolResults.map((result: { name: string }) => result.name)).toEqual(['run-test-suite'])
    expect(json.toolResults[0].output).toMatchObject({ suiteId: 'headroom', status: 'passed' })
    // A Chinese question, a Chinese answer: the suite by its title, never its id (issue 43).
    expect(json.text).toMatch(/「余量与削波」：2\/2 通过/)
    expect(json.text).not.toMatch(/headroom|passed/)
  })
})

describe('XiTest root causes with an LLM on the OpenAI protocol', () => {
  const suite = suiteServer(true)
  const call: Call = (path, body) => suite.call(path, body)

  it('analyze-test-failures explains what the model passes; nothing to explain is a typed error', async () => {
    suite.llm.enqueue(
      {
        toolCalls: [
          {
            name: 'analyze-test-failures',
            args: {
              failures: [{ caseId: 'latency', name: 'latency under 10 ms', detail: 'longest path 21 ms' }],
            },
          },
          { name: 'analyze-test-failures', args: {} },
        ],
      },
      { text: '延迟超标：前瞻太长。' },
    )
    const { json } = await call('/api/ai/chat', { app: 'xi-test', message: '为什么失败' })
    expect(json.toolResults[0].output.explained[0]).toMatchObject({
      patternId: 'latency-lookahead',
      seenBefore: [{ where: 'mpv-c 卷积混响试验' }],
    })
    expect(json.toolResults[1]).toMatchObject({ status: 'error', output: { data: { error: 'no_failures' } } })
  })
})
