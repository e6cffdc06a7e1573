import { describe, expect, it } from 'vitest'
import { chain, finalValue, runOffline, wires } from '../testing/run-request.ts'

const oscSpeaker = chain('simpleoscillator', 'speaker')

describe('the offline engine understands musicians', () => {
  it('inserts a reverb between the oscillator and the speaker, taking over both channels', async () => {
    const run = await runOffline(oscSpeaker, '添加一个混响并把它接在振荡器和扬声器之间')
    expect(run.final.nodes.map((node) => node.type)).toEqual(['simpleoscillator', 'speaker', 'reverb'])
    expect(wires(run)).toEqual([
      'simpleoscillator-1.audioout->reverb-1.input',
      'reverb-1.output->speaker-1.audioInLeft',
      'reverb-1.output->speaker-1.audioInRight',
    ])
  })

  it('inserts after a module: between it and what it feeds, read again from the removed connections', async () => {
    const run = await runOffline(oscSpeaker, 'add a reverb after the oscillator')
    expect(wires(run)).toEqual([
      'simpleoscillator-1.audioout->reverb-1.input',
      'reverb-1.output->speaker-1.audioInLeft',
      'reverb-1.output->speaker-1.audioInRight',
    ])
    expect(run.reply).not.toMatch(/Between which/)
  })

  it('modulates the oscillator volume with a new LFO through gainMod', async () => {
    const run = await runOffline(oscSpeaker, '用LFO调制振荡器的音量')
    expect(wires(run)).toContain('lfo-1.signal->simpleoscillator-1.gainMod')
  })

  it('gives a new LFO the values said with it', async () => {
    const run = await runOffline(oscSpeaker, 'add a 5 Hz square LFO to modulate the oscillator pitch')
    expect([finalValue(run, 'lfo', 'rate'), finalValue(run, 'lfo', 'waveform')]).toEqual([5, 'square'])
    expect(wires(run)).toContain('lfo-1.signal->simpleoscillator-1.freqMod')
  })

  it('asks instead of modulating a module that has no control input', async () => {
    const run = await runOffline(
      chain('simpleoscillator', 'eq', 'speaker'),
      'add an LFO to modulate the filter cutoff',
    )
    expect(run.calls).toEqual([])
    expect(run.reply).toMatch(/no control input/)
  })

  it('sets the parameter of the module named, resolved against its own parameters', async () => {
    const eq = chain('simpleoscillator', 'eq', 'speaker')
    expect(finalValue(await runOffline(eq, '把滤波器的截止频率调到800'), 'eq', 'lowFrequency')).toBe(800)
    expect(finalValue(await runOffline(eq, '把均衡器的低频调到 -6'), 'eq', 'low')).toBe(-6)
    const both = await runOffline(eq, '把滤波器的截止频率调到1000')
    expect(both.calls).toEqual([])
    expect(both.reply).toMatch(/lowFrequency\/highFrequency/)
  })

  it('puts a waveform said on add on the module it was said with', async () => {
    const run = await runOffline(
      { modules: [], connections: [] },
      'add a sawtooth oscillator and a speaker and connect them',
    )
    expect(finalValue(run, 'simpleoscillator', 'waveform')).toBe('sawtooth')
    expect(wires(run)).toHaveLength(2)
  })

  it('undoes the last change from the earlier turn’s results', async () => {
    const run = await runOffline(oscSpeaker, '撤销', { history: ['把振荡器频率调到220'] })
    expect(finalValue(run, 'simpleoscillator', 'freq')).toBe(440)
    const insert = await runOffline(oscSpeaker, 'undo that', {
      history: ['insert a delay between the oscillator and the speaker'],
    })
    expect(insert.final.nodes.map((node) => node.type)).toEqual(['simpleoscillator', 'speaker'])
    expect(wires(insert)).toEqual(wires(await runOffline(oscSpeaker, 'hello')))
  })

  it('transposes relative to the current value: octaves, semitones, a note source’s transpose', async () => {
    const poly = {
      modules: [
        { id: 'keyboardinput-1', type: 'keyboardinput' },
        { id: 'advancedoscillator-1', type: 'advancedoscillator', params: { octave: 1 } },
      ],
      connections: [],
    }
    expect(
      finalValue(await runOffline(poly, 'drop the poly synth an octave'), 'advancedoscillator', 'octave'),
    ).toBe(0)
    expect(finalValue(await runOffline(poly, '复音振荡器升高两个半音'), 'advancedoscillator', 'semi')).toBe(2)
    expect(
      finalValue(await runOffline(poly, 'transpose the keyboard up an octave'), 'keyboardinput', 'transpose'),
    ).toBe(12)
    expect(finalValue(await runOffline(oscSpeaker, '振荡器降八度'), 'simpleoscillator', 'freq')).toBe(220)
  })

  it('replaces a module by a new one that takes over its connections', async () => {
    const run = await runOffline(chain('simpleoscillator', 'reverb', 'speaker'), '把混响换成延迟')
    expect(run.final.nodes.map((node) => node.type)).toEqual(['simpleoscillator', 'speaker', 'delay'])
    expect(wires(run)).toEqual([
      'simpleoscillator-1.audioout->delay-1.input',
      'delay-1.output->speaker-1.audioInLeft',
      'delay-1.output->speaker-1.audioInRight',
    ])
    const speakerless = await runOffline(oscSpeaker, 'replace the speaker with a reverb')
    expect(wires(speakerless)).toEqual(['simpleoscillator-1.audioout->reverb-1.input'])
    expect(speakerless.reply).not.toMatch(/failed/)
  })

  it('changes nothing when it understood only part of the request', async () => {
    for (const text of ['add a compressor after the oscillator', '加一个合唱效果', 'undo']) {
      const run = await runOffline(oscSpeaker, text)
      expect(run.calls, text).toEqual([])
    }
  })
})
