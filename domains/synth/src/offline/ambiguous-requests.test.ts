import { describe, expect, it } from 'vitest'
import { chain, finalValue, runOffline } from '../testing/run-request.ts'

// Requests a new user might say that fit more than one change: each is asked, never guessed (issue 41).
const withEffects = chain('simpleoscillator', 'delay', 'reverb', 'speaker')
const empty = { modules: [], connections: [] }

describe('a loudness complaint said of no module', () => {
  it('asks which is too loud when an effect is heard too, naming each candidate', async () => {
    for (const text of ['way too loud now', '有点太吵了']) {
      const run = await runOffline(withEffects, text)
      expect(run.calls, text).toEqual([])
      for (const candidate of ['speaker-1', 'reverb-1', 'delay-1', 'simpleoscillator-1'])
        expect(run.reply, text).toContain(candidate)
    }
    expect((await runOffline(withEffects, 'a bit too quiet now')).reply).toMatch(/too quiet/)
  })

  it('still acts where one reading is left: a module named, the whole sound, no effect on the canvas', async () => {
    expect(finalValue(await runOffline(withEffects, 'the delay is too loud'), 'delay', 'wet')).toBe(0.4)
    expect(finalValue(await runOffline(withEffects, '声音太小了'), 'speaker', 'level')).toBe(-9)
    expect(finalValue(await runOffline(withEffects, "it's too loud"), 'speaker', 'level')).toBe(-15)
    const plain = chain('simpleoscillator', 'speaker')
    expect(finalValue(await runOffline(plain, 'too loud'), 'speaker', 'level')).toBe(-15)
  })
})

describe('都 with no module word', () => {
  it('asks whether every module, the speaker included, is meant', async () => {
    for (const text of ['都关了吧', '都稍微调小一点', '两个都关掉']) {
      const run = await runOffline(withEffects, text)
      expect(run.calls, text).toEqual([])
      expect(run.reply, text).toMatch(/所有模块.*包括扬声器/)
    }
    const both = await runOffline(withEffects, 'turn both off')
    expect(both.calls).toEqual([])
    expect(both.reply).toMatch(/By "both", do you mean every module/)
  })

  it('counts every module it is bound to, and every module with 所有', async () => {
    const bound = await runOffline(withEffects, '混响和延迟都关掉')
    expect(bound.calls.map((call) => (call.args as { moduleId: string }).moduleId)).toEqual([
      'reverb-1',
      'delay-1',
    ])
    const every = await runOffline(withEffects, '把所有模块都关掉')
    expect(every.calls).toHaveLength(4)
  })
})

describe('a sound asked for beside a module its recipe does not hold', () => {
  it('asks recipe or module instead of dropping one of them', async () => {
    const brassPad = await runOffline(empty, 'a brass pad')
    expect(brassPad.calls).toEqual([])
    expect(brassPad.reply).toMatch(/pad recipe has no "brass".*add a "brass" module/)
    const zh = await runOffline(empty, '给我来个铜管铺底')
    expect(zh.calls).toEqual([])
    expect(zh.reply).toMatch(/pad 配方里没有“铜管”/)
  })

  it('builds the recipe when the module said is one of its chain', async () => {
    const run = await runOffline(empty, 'a lush pad with reverb')
    expect(run.final.nodes.map((node) => node.type)).toContain('reverb')
    expect(run.calls.length).toBeGreaterThan(3)
  })
})
