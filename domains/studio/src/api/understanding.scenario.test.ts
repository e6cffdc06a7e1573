import { describe, expect, it } from 'vitest'
import { toolNames as names, studioOverHttp } from '../testing/studio-over-http.ts'

// Issue 41's kinds over the real HTTP API with the offline engine: each request is read whole, acted on
// only when every part of it was understood, and questions are answered from the project. Each test
// starts a new session, so each starts from the default project (lowShelf +4 dB at 120 Hz, highShelf
// 0 dB at 8 kHz, subsonic order 2 at 25 Hz, limiter ceiling -1 dB).
const { call, chat, projectOf } = studioOverHttp()

async function moduleOf(sessionId: string, id: string) {
  return (await projectOf(sessionId)).chain.modules.find((module) => module.id === id)
}

describe('the studio reads a request whole before it acts', () => {
  it('a cut lowers the gain: 高架 cut 4dB sets the high shelf to -4 dB, never +4', async () => {
    const json = await chat('高架 cut 4dB')
    expect(json.toolResults[0]).toMatchObject({ name: 'update-param', status: 'ok' })
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params.gainDb).toBe(-4)
  })

  it('a move by an amount is relative: "down 20 Hz" takes the low shelf from 120 to 100 Hz', async () => {
    const json = await chat('move the low shelf frequency down 20 Hz')
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params.fc).toBe(100)
  })

  it('a code request for a limiter (values beside it included) generates code and leaves the project limiter alone', async () => {
    for (const request of ['write me a limiter class with a 2 ms lookahead', '写个限幅器，前瞻 2ms']) {
      const json = await chat(request)
      expect(names(json)).toEqual(['generate-code'])
      expect((await moduleOf(json.sessionId, 'limiter'))?.params).toEqual({ ceilingDb: -1 })
    }
  })

  it('a what-if question is answered with the range and sets nothing', async () => {
    const json = await chat('what happens if I push the limiter ceiling to -6?')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('-20…0')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.ceilingDb).toBe(-1)
  })

  it('questions about state are answered from the project: the module count and a module value', async () => {
    const count = await chat('链路里现在有几个模块？')
    expect(count.toolResults).toEqual([])
    expect(count.text).toContain('5 个模块')
    const ceiling = await chat("what's the limiter ceiling right now?")
    expect(ceiling.toolResults).toEqual([])
    expect(ceiling.text).toContain('ceilingDb -1 dB')
  })

  it('"X then run the regression" does X, then runs the suite, in that order', async () => {
    const json = await chat('set the limiter ceiling to -2 then run the regression')
    expect(names(json)).toEqual(['update-param', 'run-test-suite'])
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.ceilingDb).toBe(-2)
  })

  it('a value the parameter cannot hold is asked about before any step runs, with its range', async () => {
    const json = await chat('set the limiter ceiling to 5 dB then run the regression')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('-20…0 dB')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.ceilingDb).toBe(-1)
  })

  it('a value judged with no amount is asked how far, naming the way and the value now; nothing changes', async () => {
    const json = await chat('release 100 毫秒太短了')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('limiter.releaseMs 现在是 100 ms，要升多少？')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params).toEqual({ ceilingDb: -1 })
  })

  it('a step it does not understand means no step runs', async () => {
    const json = await chat('make it sound more expensive, then run the regression')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('make it sound more expensive')
  })

  it('each value goes to the module named before it: 低架 100Hz，高架 -2dB', async () => {
    const json = await chat('低架 100Hz，高架 -2dB')
    expect(names(json)).toEqual(['update-param', 'update-param'])
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params).toMatchObject({ fc: 100, gainDb: 4 })
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params).toMatchObject({ fc: 8000, gainDb: -2 })
  })

  it('jargon is converted: 24 dB/oct on the subsonic filter is order 4', async () => {
    const json = await chat('make the subsonic filter 24 dB/oct')
    expect((await moduleOf(json.sessionId, 'subsonic'))?.params.order).toBe(4)
  })

  it('a request that fits two modules asks which, with both, and changes nothing', async () => {
    const json = await chat('move the shelf frequency down 20 Hz')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('lowShelf')
    expect(json.text).toContain('highShelf')
  })

  it('a unit that does not fit the parameter is asked about, not written', async () => {
    const json = await chat('lowShelf 的 fc 设成 6dB')
    expect(json.toolResults).toEqual([])
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params.fc).toBe(120)
  })

  it('a direction without an amount asks how much, with the value now, and changes nothing', async () => {
    const json = await chat('turn the treble down a bit')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('highShelf.gainDb is 0 dB')
  })

  it('an amount said after its direction keeps its sign: "3 dB quieter" takes the low shelf from +4 to +1', async () => {
    const json = await chat('make the low shelf 3 dB quieter')
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params.gainDb).toBe(1)
  })

  it('more than one module needs an explicit all: "remove the shelves" asks, "cut both shelves by 2 dB" cuts each', async () => {
    const plural = await chat('remove the shelves')
    expect(plural.toolResults).toEqual([])
    expect(plural.text).toContain('lowShelf or highShelf')
    const both = await chat('cut both shelves by 2 dB')
    expect(names(both)).toEqual(['update-param', 'update-param'])
    expect((await moduleOf(both.sessionId, 'lowShelf'))?.params.gainDb).toBe(2)
    expect((await moduleOf(both.sessionId, 'highShelf'))?.params.gainDb).toBe(-2)
  })

  it('a kind named for a new module is added with its values where it is said to go, without a search', async () => {
    const json = await chat('加一个参量 EQ，2kHz 衰减 3dB，Q 设 1.5，放在限幅器前面')
    expect(names(json)).toEqual(['update-link'])
    const added = json.toolResults[0]!.output as { module: { id: string } }
    expect(await moduleOf(json.sessionId, added.module.id)).toMatchObject({
      type: 'eq-parametric-v2',
      params: { fc: 2000, gainDb: -3, q: 1.5 },
    })
  })
})

describe("the studio reads people's words for its modules, values and steps (vocabulary as data)", () => {
  it('a step said second but meant first runs first: "run the headroom suite after you drop the ceiling to -3"', async () => {
    const json = await chat('run the headroom suite after you drop the ceiling to -3')
    expect(names(json)).toEqual(['update-param', 'run-test-suite'])
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.ceilingDb).toBe(-3)
  })

  it('"from 120 to 100" changes the parameter that holds 120: the low shelf frequency, not its gain', async () => {
    const json = await chat('把低架从 120 改到 100')
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params).toMatchObject({ fc: 100, gainDb: 4 })
  })

  it('"make it louder" with no module asks which and changes nothing', async () => {
    const json = await chat('make it louder')
    expect(json.toolResults).toEqual([])
    expect(json.text).toContain('inputGain')
  })

  it('jargon and number words: "take three dB off the top end" cuts the high shelf to -3 dB', async () => {
    const json = await chat('take three dB off the top end')
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params.gainDb).toBe(-3)
  })

  it('a replacement named by its kind: once confirmed, the limiter is a soft clipper', async () => {
    const asked = (
      await call('/api/ai/chat', { app: 'xi-studio', message: 'swap the limiter out for a soft clipper' })
    ).json as { sessionId: string; status: string; confirmations: Array<{ id: string; name: string }> }
    expect(asked.status).toBe('awaiting_input')
    expect(asked.confirmations.map((confirmation) => confirmation.name)).toEqual(['update-link'])
    await call(`/api/ai/sessions/${asked.sessionId}/confirm`, {
      callId: asked.confirmations[0]!.id,
      accepted: true,
    })
    const types = (await projectOf(asked.sessionId)).chain.modules.map((module) => module.type)
    expect(types).toContain('soft-clipper-v1')
    expect(types).not.toContain('limiter-lookahead-v2')
  })

  it('a problem described is corrected by its step: pumping doubles the release, 一开大就破音 lowers the ceiling', async () => {
    const pumping = await chat('the limiter is pumping')
    expect(pumping.toolResults[0]).toMatchObject({ name: 'update-param', status: 'ok' })
    expect((await moduleOf(pumping.sessionId, 'limiter'))?.params.releaseMs).toBe(200)
    const clipping = await chat('声音一开大就破音')
    expect((await moduleOf(clipping.sessionId, 'limiter'))?.params.ceilingDb).toBe(-3)
    const vague = await chat('the mids sound honky')
    expect(vague.toolResults).toEqual([])
    expect((await projectOf(vague.sessionId)).chain.modules.find((m) => m.id === 'limiter')?.params).toEqual({
      ceilingDb: -1,
    })
  })

  it('a value said as what it should be, or beside the value it holds now, is set', async () => {
    const should = await chat('限幅器的天花板应该是 -3')
    expect((await moduleOf(should.sessionId, 'limiter'))?.params.ceilingDb).toBe(-3)
    const now = await chat('low shelf gain is 4 dB right now, I want 1')
    expect((await moduleOf(now.sessionId, 'lowShelf'))?.params.gainDb).toBe(1)
  })

  it('a need said of a kind the chain lacks adds it; nothing is searched or measured in its place', async () => {
    const json = (
      await call('/api/ai/chat', {
        app: 'xi-studio',
        message: 'I need a noise gate at the front of the chain',
      })
    ).json as { toolResults: Array<{ name: string }>; confirmations?: Array<{ name: string }> }
    const made = [...json.toolResults, ...(json.confirmations ?? [])].map((r) => r.name)
    expect(made).toEqual(['update-link'])
  })
})
