import { describe, expect, it } from 'vitest'
import { toolNames as names, studioOverHttp } from '../testing/studio-over-http.ts'

// Issue 41 round 6 over the real HTTP API with the offline engine: modules pointed at rather than named,
// pairs and skipped modules in chain edits, values bound by their unit, implied band amounts, neighbours
// answered from the project. Each test starts a new session on the default project (inputGain → subsonic
// 25 Hz → lowShelf +4 dB at 120 Hz → highShelf 0 dB at 8 kHz → limiter -1 dB).
const { chat, projectOf } = studioOverHttp()

async function moduleOf(sessionId: string, id: string) {
  return (await projectOf(sessionId)).chain.modules.find((module) => module.id === id)
}

async function order(sessionId: string) {
  return (await projectOf(sessionId)).chain.connections.map((wire) => `${wire.from}>${wire.to}`)
}

describe('a module pointed at by its place, a value it holds or what it does', () => {
  it('"the shelf at 8 kHz" is the high shelf: its gain moves, the low shelf keeps +4 dB', async () => {
    const json = await chat('the shelf at 8 kHz, take it down 2 dB')
    expect(names(json)).toEqual(['update-param'])
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params.gainDb).toBe(-2)
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params.gainDb).toBe(4)
  })

  it('第二个搁架 and 最后那个模块 count along the chain', async () => {
    const shelf = await chat('第二个搁架提 2 dB')
    expect((await moduleOf(shelf.sessionId, 'highShelf'))?.params.gainDb).toBe(2)
    const last = await chat('最后那个模块的释放时间改成 150')
    expect((await moduleOf(last.sessionId, 'limiter'))?.params.releaseMs).toBe(150)
  })

  it('"the shelf that\'s boosting" is the one above 0 dB', async () => {
    const json = await chat("the shelf that's boosting, bring it to 2 dB")
    expect((await moduleOf(json.sessionId, 'lowShelf'))?.params.gainDb).toBe(2)
  })

  it('a pointer that fits no module is asked about and changes nothing', async () => {
    const json = await chat('the shelf at 5 kHz, take it down 2 dB')
    expect(json.toolResults).toEqual([])
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params.gainDb).toBe(0)
  })
})

describe('chain edits said in other words', () => {
  it('"swap the shelves" trades their places', async () => {
    const json = await chat('swap the shelves')
    expect(names(json)).toEqual(['update-link'])
    expect(await order(json.sessionId)).toContain('highShelf>lowShelf')
  })

  it('"unhook the limiter from the high shelf" asks to cut the wire that runs high shelf → limiter', async () => {
    // Disconnecting is confirmed first (seed 000 §7): the question names the wire the chain really has.
    const json = await chat('unhook the limiter from the high shelf')
    const asked = json.confirmations[0]!
    expect(JSON.parse(asked.arguments).payload).toEqual({ from: 'highShelf', to: 'limiter' })
    // The question names the cards by their titles, in the wire's own direction.
    expect(asked.message).toMatch(/高架均衡.*→.*限幅器/)
  })

  it('a module skipped is no end of the new wire', async () => {
    const json = await chat('route the input straight into the low shelf, skipping the subsonic')
    expect(await order(json.sessionId)).toContain('inputGain>lowShelf')
  })

  it('"a notch between the two shelves" goes after the low shelf', async () => {
    const json = await chat('stick a notch between the two shelves')
    const modules = (await projectOf(json.sessionId)).chain.modules
    expect(modules.some((module) => module.type === 'notch-v1')).toBe(true)
    expect(await order(json.sessionId)).toContain(
      'lowShelf>' + modules.find((m) => m.type === 'notch-v1')?.id,
    )
  })

  it('加个压缩放在限幅器之前 adds a compressor, never a second limiter', async () => {
    const json = await chat('加个压缩放在限幅器之前')
    const types = (await projectOf(json.sessionId)).chain.modules.map((module) => module.type)
    expect(types.filter((type) => type === 'compressor-v3')).toHaveLength(1)
    expect(types.filter((type) => type === 'limiter-lookahead-v2')).toHaveLength(1)
  })
})

describe('values, units and implied amounts', () => {
  it('"4th-order Butterworth at 35 Hz": the order and the frequency each go to their own parameter', async () => {
    const json = await chat('change the HPF to a 4th-order Butterworth at 35 Hz')
    expect((await moduleOf(json.sessionId, 'subsonic'))?.params).toMatchObject({ order: 4, fc: 35 })
  })

  it('a frequency named with a level is still asked, not moved to the gain', async () => {
    const json = await chat('高架频率设成 3dB')
    expect(json.toolResults).toEqual([])
    expect((await moduleOf(json.sessionId, 'highShelf'))?.params.gainDb).toBe(0)
  })

  it('"a bit brighter" lifts the high shelf by the band step; "knock a dB and a half off" is 1.5 dB', async () => {
    const brighter = await chat('a bit brighter please')
    expect((await moduleOf(brighter.sessionId, 'highShelf'))?.params.gainDb).toBe(3)
    const half = await chat('knock a dB and a half off the low shelf')
    expect((await moduleOf(half.sessionId, 'lowShelf'))?.params.gainDb).toBe(2.5)
  })

  it('"pull the input trim back three dB" is a cut', async () => {
    const json = await chat('pull the input trim back three dB')
    expect((await moduleOf(json.sessionId, 'inputGain'))?.params.gainDb).toBe(-3)
  })

  it('a symptom said of the mids is no shelf move', async () => {
    const json = await chat('the mids sound a bit muffled')
    expect(json.toolResults).toEqual([])
  })
})

describe('neighbours answered from the project', () => {
  it('what comes after the low shelf, and which module comes first', async () => {
    const after = await chat('what comes after the low shelf?')
    expect(after.toolResults).toEqual([])
    expect(after.text).toContain('After lowShelf is highShelf')
    const first = await chat('链路最前面是哪个模块？')
    expect(first.toolResults).toEqual([])
    expect(first.text).toContain('链路最前面是 inputGain')
  })
})
