import { describe, expect, it } from 'vitest'
import { moduleDefinition } from '../catalogue/catalogue.ts'
import { KEYED_WORDS } from '../offline/vocabulary.ts'
import { catalogueSubject } from './suggest-params.ts'
import { generateTuningPanel } from './tuning-panel.ts'
import { TUNING_UI_STYLES, tuningUiStyle } from './tuning-ui-styles.ts'

describe('generated tuning panels', () => {
  it('every style the request vocabulary names exists in the style data, and every style can be named', () => {
    const named = KEYED_WORDS.uiStyles.map((entry) => entry.key).sort()
    expect(named).toEqual(TUNING_UI_STYLES.map((style) => style.id).sort())
  })

  it('a peaking EQ in automotive-dark: frequency on a log slider, its mode switch in front, nothing lost', () => {
    const definition = moduleDefinition('eq-parametric-v2')!
    const panel = generateTuningPanel(catalogueSubject(definition), tuningUiStyle('automotive-dark')!)
    const controls = panel.sections.flatMap((section) => section.controls)
    expect(controls.find((control) => control.key === 'fc')).toMatchObject({
      role: 'frequency',
      widget: 'slider',
      scale: 'log',
    })
    // Every parameter is on the panel or listed as left off: none disappears.
    const placed = [...controls.map((control) => control.key), ...panel.omitted.map((o) => o.key)]
    expect(placed.sort()).toEqual(definition.params.map((param) => param.key).sort())
  })
})
