import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '../chain/chain.ts'
import { toolNames as names, studioOverHttp } from '../testing/studio-over-http.ts'

// Issue 41, round 5: the kinds our own outsider-style sets found (eval/outside-style-6.jsonl and -7), over
// the real HTTP API with the offline engine. Each request starts a new session on the default project
// (inputGain 0 dB → subsonic 25 Hz → lowShelf +4 dB at 120 Hz → highShelf 0 dB at 8 kHz → limiter -1 dB).
const { chat, projectOf } = studioOverHttp()

const moduleIn = (project: ProjectDocument, id: string) => project.chain.modules.find((m) => m.id === id)
const order = (project: ProjectDocument) => project.chain.modules.map((module) => module.id)

describe('outsiders’ words for the chain, acted on only when whole', () => {
  it('"the top end shelf" is the high shelf: a cut of 1.5 lands there and the low shelf keeps +4', async () => {
    const project = await projectOf((await chat('can we knock 1.5 off the top end shelf')).sessionId)
    expect(moduleIn(project, 'highShelf')?.params.gainDb).toBe(-1.5)
    expect(moduleIn(project, 'lowShelf')?.params.gainDb).toBe(4)
  })

  it('"a couple of dB" is two; "a few dB" is asked and changes nothing', async () => {
    const couple = await chat('pull the low shelf back a couple dB')
    expect(moduleIn(await projectOf(couple.sessionId), 'lowShelf')?.params.gainDb).toBe(2)
    const few = await chat('cut the low shelf a few dB')
    expect(few.toolResults).toEqual([])
    expect(few.text).toMatch(/[?？]/)
    expect(moduleIn(await projectOf(few.sessionId), 'lowShelf')?.params.gainDb).toBe(4)
  })

  it('shorthand "HS -1.5dB @ 10k" sets both the gain and the corner of the high shelf', async () => {
    const project = await projectOf((await chat('HS -1.5dB @ 10k')).sessionId)
    expect(moduleIn(project, 'highShelf')?.params).toMatchObject({ gainDb: -1.5, fc: 10000 })
  })

  it('a compressor added "between the low and high shelves" sits between them', async () => {
    const project = await projectOf(
      (await chat('stick a compressor between the low and high shelves')).sessionId,
    )
    const added = project.chain.modules.find((module) => module.type === 'compressor-v3')!
    expect(project.chain.connections).toEqual(
      expect.arrayContaining([
        { from: 'lowShelf', to: added.id },
        { from: added.id, to: 'highShelf' },
      ]),
    )
  })

  it('a kind the catalogue names (multiband compressor) is added, not looked up', async () => {
    const json = await chat('add a multiband compressor after the input gain')
    expect(names(json)).toEqual(['update-link'])
    const project = await projectOf(json.sessionId)
    expect(project.chain.modules.map((module) => module.type)).toContain('multiband-compressor-v2')
  })

  it('swapping the two shelves moves the low shelf after the high shelf', async () => {
    const project = await projectOf((await chat('swap the order of the two shelves')).sessionId)
    expect(order(project)).toEqual(['inputGain', 'subsonic', 'highShelf', 'lowShelf', 'limiter'])
  })

  it('bypass and a named choice: the high shelf bypassed, the limiter at 2x oversampling', async () => {
    const bypass = await projectOf((await chat('bypass the high shelf')).sessionId)
    expect(moduleIn(bypass, 'highShelf')?.bypass).toBe(true)
    const oversampled = await projectOf((await chat('run the limiter at 2x oversampling')).sessionId)
    expect(moduleIn(oversampled, 'limiter')?.params.oversampling).toBe('2x')
  })

  it('a measurement said with 放个 measures and adds nothing; a question naming a suite runs it', async () => {
    const measured = await chat('后排放个粉噪测一下')
    expect(names(measured)).toEqual(['run-measurement'])
    expect(order(await projectOf(measured.sessionId))).toHaveLength(5)
    const tested = await chat('does it still pass the clipping tests?')
    expect(names(tested)).toEqual(['run-test-suite'])
  })
})
