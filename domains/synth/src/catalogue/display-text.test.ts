import { describe, expect, it } from 'vitest'
import { MODULE_CATALOGUE } from './catalogue.ts'
import { MODULE_HELP, optionLabel, PARAMETER_LABELS, PARAMETER_LABELS_EN } from './display-text.ts'

describe('the studio’s display text', () => {
  it('names every choice of a list parameter in Chinese and English (option-labels.json)', () => {
    const options = MODULE_CATALOGUE.flatMap((module) =>
      module.parameters.flatMap((p) => (p.type === 'list' ? p.options : [])),
    )
    expect(options.length).toBeGreaterThan(4)
    expect(options.filter((option) => optionLabel(option, 'zh') === option)).toEqual([])
    expect(options.filter((option) => optionLabel(option, 'en') === option)).toEqual([])
    expect([optionLabel('sine', 'zh'), optionLabel('sawtooth', 'en')]).toEqual(['正弦波', 'Sawtooth'])
    // A MIDI device the browser found is shown by its own name.
    expect(optionLabel('USB Keyboard', 'en')).toBe('USB Keyboard')
  })

  it('labels every parameter a person can see in Chinese and English, and explains every module type', () => {
    const shown = MODULE_CATALOGUE.flatMap((module) =>
      module.parameters.filter((p) => !p.hidden).map((p) => p.name),
    )
    expect(shown.filter((name) => !PARAMETER_LABELS[name])).toEqual([])
    expect(shown.filter((name) => !PARAMETER_LABELS_EN[name])).toEqual([])
    expect(MODULE_CATALOGUE.map((module) => module.type).filter((type) => !MODULE_HELP[type])).toEqual([])
    expect(Object.keys(MODULE_HELP).filter((type) => !MODULE_CATALOGUE.some((m) => m.type === type))).toEqual(
      [],
    )
  })
})
