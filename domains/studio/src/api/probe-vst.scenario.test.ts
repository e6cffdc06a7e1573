import { sse } from '@mindwire/server/testing'
import { describe, expect, it } from 'vitest'
import { type SuiteServer, suiteServer } from '../testing/suite-server.ts'

// XiVST (seed 000 §6.6) and XiProbe (§6.5) over the real HTTP API and SSE: with the offline engine, then
// with an LLM on the OpenAI protocol (the fake LLM server). All of these answer; none changes a project.
const chatOf = (suite: SuiteServer) => (app: string, message: string | unknown[]) =>
  suite.call('/api/ai/chat', { app, message })
// A report's picture, as a person attaches it (a 1×1 PNG: what matters is that a picture came).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const withPicture = (text: string) => [
  { type: 'text', text },
  { type: 'image', data: PNG, mimeType: 'image/png' },
]

describe('XiVST and XiProbe with the offline engine', () => {
  const suite = suiteServer(false)
  const chat = chatOf(suite)

  it('xi-vst “我需要一个混响插件，车载用，低功耗” over SSE: the top 3 reverbs, in-car and low-CPU first, with reasons', async () => {
    const { status, events } = await sse(`${suite.server.url}/api/ai/chat`, suite.server.key, {
      body: { app: 'xi-vst', message: '我需要一个混响插件，车载用，低功耗', stream: true },
    })
    expect(status).toBe(200)
    const result = events.find((event) => event.data.type === 'tool_result')!.data
    expect(result).toMatchObject({ name: 'recommend-plugins', status: 'ok' })
    // The tool's own run time rides on its result (seed 000 §8: tool-call latency).
    expect(result.durationMs).toBeGreaterThanOrEqual(0)
    expect(result.durationMs).toBeLessThan(500)
    const ids = result.output.recommendations.map((plugin: { id: string }) => plugin.id)
    expect(ids).toHaveLength(3)
    expect(ids[0]).toBe('xvst-cabin-ambience')
    const text = events
      .filter((event) => event.data.type === 'delta')
      .map((event) => event.data.content)
      .join('')
    expect(text).toContain('XiCabin Ambience')
    // Needs and plugins are said in words; their ids stay in the tool's output.
    expect(text).toMatch(/满足：[^\n]*适合车载/)
    expect(text).not.toMatch(/xvst-|low-cpu|in-car/)
  })

  it('xi-vst in English: the reasons in English, by name, without ids', async () => {
    const { json } = await chat('xi-vst', 'I need a low latency compressor plugin for vocals')
    expect(json.toolResults[0]).toMatchObject({ name: 'recommend-plugins', status: 'ok' })
    expect(json.text).toMatch(/meets: [^\n]*(low latency|suits voice)/)
    expect(json.text).not.toMatch(/xvst-|low-latency|vocal\b|[\u4e00-\u9fff]/)
  })

  it('xi-vst “XVST SDK 怎么处理 Multi-rate”: answered from the SDK documents, with the source', async () => {
    const { json } = await chat('xi-vst', 'XVST SDK 怎么处理 Multi-rate')
    expect(json.toolResults[0]).toMatchObject({
      name: 'search-sdk-docs',
      status: 'ok',
      durationMs: expect.any(Number),
    })
    const metrics = await fetch(`${suite.server.url}/metrics`, {
      headers: { authorization: `Bearer ${suite.server.key}` },
    }).then((response) => response.text())
    expect(metrics).toMatch(/mindwire_tool_call_duration_seconds_count\{tool="search-sdk-docs"\} [1-9]/)
    expect(json.toolResults[0].output.passages[0].source).toBe('xvst-sdk://multi-rate')
    expect(json.text).toContain('prepare()')
    expect(json.text).toContain('xvst-sdk://multi-rate')
  })

  it('xi-probe “测这个喇叭最需要关注什么指标”: a plan led by frequency response and THD, each with why', async () => {
    const { json } = await chat('xi-probe', '测这个喇叭最需要关注什么指标')
    expect(json.toolResults[0]).toMatchObject({ name: 'plan-measurement', status: 'ok' })
    const metrics = json.toolResults[0].output.metrics.map((metric: { id: string }) => metric.id)
    expect(metrics.slice(0, 2)).toEqual(['frequency-response', 'thd'])
    expect(json.text).toContain('测法')
  })

  it('xi-probe “这份 THD 报告是否合格” with its data: fails at 5 kHz against the default 1 % limit, says why', async () => {
    const { json } = await chat('xi-probe', '这份 THD 报告是否合格？100 Hz 2.1%，1 kHz 0.4%，5 kHz 1.6%')
    const verdict = json.toolResults[0].output
    expect(verdict).toMatchObject({ metric: 'thd', pass: false })
    expect(verdict.points.map((point: { pass: boolean }) => point.pass)).toEqual([true, true, false])
    expect(json.text).toContain('不合格')
    expect(json.text).toContain('5 kHz THD 1.6% 超过限值 1%')
  })

  it('a stated limit is the one used: the same report passes at 2 %', async () => {
    const { json } = await chat(
      'xi-probe',
      'THD 报告，限值 2%：100 Hz 1.5%，1 kHz 0.4%，5 kHz 1.6%。合格吗？',
    )
    expect(json.toolResults[0].output).toMatchObject({
      pass: true,
      limits: { source: 'stated in the request' },
    })
    expect(json.text).toContain('合格')
  })

  it('a report without its data is asked for, never judged', async () => {
    const { json } = await chat('xi-probe', '这份 THD 报告是否合格')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('请把 THD 报告的数据发给我')
  })

  it('a report as a picture: the offline model says it cannot read pictures and asks for CSV or JSON, judging nothing', async () => {
    const { json } = await chat('xi-probe', withPicture('这份 THD 报告是否合格'))
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('看不了图片')
    expect(json.text).toMatch(/CSV[^。]*JSON/)
    expect(json.text).not.toMatch(/不合格|合格：/)
    const { json: english } = await chat('xi-probe', withPicture('does this frequency response report pass?'))
    expect(english.toolResults).toEqual([])
    expect(english.text).toContain('cannot read pictures')
    expect(english.text).toContain('frequency response report')
  })

  it('the data asked for, sent as CSV and as JSON, is judged against the stated limit', async () => {
    const csv = 'THD 报告，限值 1.5%，合格吗？\nfrequency_hz,thd_percent\n100,0.8\n1000,0.3\n6300,1.9'
    const { json } = await chat('xi-probe', csv)
    expect(json.toolResults[0].output).toMatchObject({ metric: 'thd', pass: false })
    expect(json.toolResults[0].output.points.map((point: { pass: boolean }) => point.pass)).toEqual([
      true,
      true,
      false,
    ])
    expect(json.text).toContain('6.3 kHz')
    const table = JSON.stringify([
      { frequencyHz: 100, deviationDb: -1 },
      { frequencyHz: 1000, deviationDb: 0.5 },
    ])
    const { json: response } = await chat('xi-probe', `frequency response report, ±3 dB, pass? ${table}`)
    expect(response.toolResults[0].output).toMatchObject({ metric: 'frequency-response', pass: true })
  })
})

describe('XiVST and XiProbe with an LLM on the OpenAI protocol', () => {
  // A picture is the multimodal route's (seed 000 DQ-MIND-01); text stays on the default model.
  const suite = suiteServer(true, { modelEnv: { MINDWIRE_MODEL_MULTIMODAL: 'openai:vision-model' } })
  const chat = chatOf(suite)

  it('recommend-plugins and search-sdk-docs run as the model calls them; a bad category is a typed error', async () => {
    suite.llm.enqueue(
      {
        toolCalls: [
          { name: 'recommend-plugins', args: { category: 'reverb', needs: ['natural'] } },
          { name: 'recommend-plugins', args: { category: 'spring-tank' } },
          { name: 'search-sdk-docs', args: { question: 'How does the SDK report latency?' } },
        ],
      },
      { text: '推荐 XiSpace Convolution。' },
    )
    const { json } = await chat('xi-vst', '我需要一个自然的混响插件')
    const [reverb, unknown, docs] = json.toolResults
    expect(reverb.output.recommendations[0].id).toBe('xvst-conv-rev')
    expect(unknown).toMatchObject({ status: 'error', output: { data: { error: 'unknown_category' } } })
    expect(docs.output.passages[0].source).toBe('xvst-sdk://latency')
    expect(json.text).toContain('XiSpace')
  })

  it('assess-report judges the points the model read off a report, with the tolerance it was told', async () => {
    suite.llm.enqueue(
      {
        toolCalls: [
          {
            name: 'assess-report',
            args: {
              metric: 'frequency-response',
              points: [
                { frequencyHz: 50, value: -9 },
                { frequencyHz: 200, value: -2 },
                { frequencyHz: 3150, value: 3.5 },
              ],
              limit: 3,
            },
          },
          { name: 'plan-measurement', args: { target: 'submarine' } },
        ],
      },
      { text: '3.15 kHz 超差。' },
    )
    const { json } = await chat('xi-probe', '这份频响报告是否合格（附图）')
    const [report, plan] = json.toolResults
    expect(report.output).toMatchObject({ pass: false, skipped: [{ frequencyHz: 50, value: -9 }] })
    expect(report.output.reasons.en).toEqual(['3.15 kHz: +3.5 dB is outside ±3 dB'])
    expect(plan).toMatchObject({ status: 'error', output: { data: { error: 'unknown_target' } } })
  })
  it('a THD report as a picture goes to the multimodal model as an image part; what it reads is judged by the limit', async () => {
    suite.llm.requests.length = 0
    suite.llm.enqueue(
      {
        toolCalls: [
          {
            name: 'assess-report',
            args: {
              metric: 'thd',
              points: [
                { frequencyHz: 200, value: 0.6 },
                { frequencyHz: 4000, value: 2.4 },
              ],
              limit: 2,
            },
          },
        ],
      },
      { text: '4 kHz 处 THD 2.4%，超过 2%。' },
    )
    const { json } = await chat('xi-probe', withPicture('这份 THD 报告是否合格？限值 2%'))
    expect(suite.llm.requests.map((request) => request.body.model)).toEqual(['vision-model', 'vision-model'])
    const user = suite.llm.requests[0]!.body.messages.find(
      (message: { role: string }) => message.role === 'user',
    )
    const image = user.content.find((part: { type: string }) => part.type === 'image_url')
    expect(image.image_url.url).toBe(`data:image/png;base64,${PNG}`)
    const report = json.toolResults[0]
    expect(report).toMatchObject({
      name: 'assess-report',
      status: 'ok',
      output: { metric: 'thd', pass: false },
    })
    expect(report.output.points.map((point: { pass: boolean }) => point.pass)).toEqual([true, false])
    expect(json.text).toContain('超过 2%')
  })
})
