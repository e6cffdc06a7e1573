import { describe, expect, it } from 'vitest'
import { moduleDefinition } from '../catalogue/index.ts'
import { toolNames as names, studioOverHttp } from '../testing/studio-over-http.ts'

// Issue 41 over the real HTTP API with the offline engine: a whole module switched off or on (its bypass),
// a direction said with no amount on a parameter that is no band (one default step of its kind, from
// vocabulary/relative-steps.json), and a value asked for as a polite question. Each `chat` starts on the
// default project (inputGain → subsonic 25 Hz order 2 → lowShelf → highShelf → limiter, release 100 ms);
// `more` goes on in the same session.
const { call, chat, projectOf } = studioOverHttp()

async function more(sessionId: string, message: string) {
  return (await call('/api/ai/chat', { app: 'xi-studio', sessionId, message })).json as Awaited<
    ReturnType<typeof chat>
  >
}

async function moduleOf(sessionId: string, id: string) {
  return (await projectOf(sessionId)).chain.modules.find((module) => module.id === id)
}

describe('a module switched off or on is its bypass', () => {
  it('"disable the subsonic" bypasses it; "enable the subsonic" brings it back', async () => {
    const off = await chat('disable the subsonic')
    expect(names(off)).toEqual(['update-param'])
    expect((await moduleOf(off.sessionId, 'subsonic'))?.bypass).toBe(true)
    expect((await moduleOf(off.sessionId, 'limiter'))?.bypass).toBeFalsy()
    const on = await more(off.sessionId, 'enable the subsonic')
    expect(names(on)).toEqual(['update-param'])
    expect((await moduleOf(off.sessionId, 'subsonic'))?.bypass).toBe(false)
  })

  it('把限幅器关掉 bypasses the limiter', async () => {
    const json = await chat('把限幅器关掉')
    expect((await moduleOf(json.sessionId, 'limiter'))?.bypass).toBe(true)
  })

  it('a word that fits two modules is asked about and switches nothing', async () => {
    const json = await chat('turn off the shelf')
    expect(json.toolResults).toEqual([])
    const modules = (await projectOf(json.sessionId)).chain.modules
    expect(modules.some((module) => module.bypass)).toBe(false)
  })
})

describe('a direction with no amount moves one step of its kind', () => {
  it('"make the release faster" divides 100 ms by 1.5 and says both values', async () => {
    const json = await chat('make the release faster')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.releaseMs).toBe(66.7)
    expect(json.text).toMatch(/100 → 66\.7 ms/)
  })

  it('释放慢一点 lengthens the release by the same step', async () => {
    const json = await chat('限幅器的释放时间慢一点')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.releaseMs).toBe(150)
  })

  it('a gentler subsonic slope drops the order by one step, clamped to its range', async () => {
    const json = await chat('a gentler slope on the subsonic')
    const order = (await moduleOf(json.sessionId, 'subsonic'))?.params.order as number
    expect(order).toBeLessThan(2)
    expect(order).toBeGreaterThanOrEqual(1)
  })

  it('"faster" said of a frequency is no direction: asked, nothing moves', async () => {
    const json = await chat('make the subsonic frequency faster')
    expect(json.toolResults).toEqual([])
    expect((await moduleOf(json.sessionId, 'subsonic'))?.params.fc).toBe(25)
  })

  it('a compressor added, then "ratio higher" and "lower the compressor threshold" step it', async () => {
    const added = await chat('加个压缩放在限幅器之前')
    const compressor = (await projectOf(added.sessionId)).chain.modules.find(
      (module) => module.type === 'compressor-v3',
    )!
    // A module added holds its catalogue defaults until a value is set.
    const start = (key: string) =>
      (compressor.params[key] ??
        moduleDefinition('compressor-v3')?.params.find((p) => p.key === key)?.default) as number
    await more(added.sessionId, 'ratio higher')
    const lowered = await more(added.sessionId, 'lower the compressor threshold a little')
    expect(names(lowered)).toEqual(['update-param'])
    const after = (await moduleOf(added.sessionId, compressor.id))?.params
    expect(after).toMatchObject({ ratio: start('ratio') + 1, thresholdDb: start('thresholdDb') - 3 })
  })

  it('"threshold" alone fits several modules once a compressor is there: asked', async () => {
    const added = await chat('加个压缩放在限幅器之前')
    const json = await more(added.sessionId, 'lower the threshold')
    expect(json.toolResults).toEqual([])
  })
})

describe('a value asked for as a polite question is a request', () => {
  it('"can the release be 150 ms?" sets it; "is the release 150 ms?" only answers', async () => {
    const asked = await chat('can the release be 150 ms?')
    expect(names(asked)).toEqual(['update-param'])
    expect((await moduleOf(asked.sessionId, 'limiter'))?.params.releaseMs).toBe(150)
    const question = await chat('is the release 150 ms?')
    expect(question.toolResults).toEqual([])
    expect(question.text).toContain('100')
  })

  it('限幅器的释放能设成 200 毫秒吗？ sets it', async () => {
    const json = await chat('限幅器的释放能设成 200 毫秒吗？')
    expect((await moduleOf(json.sessionId, 'limiter'))?.params.releaseMs).toBe(200)
  })
})
