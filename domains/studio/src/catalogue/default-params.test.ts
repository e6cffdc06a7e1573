import { describe, expect, it } from 'vitest'
import { moduleDefinition } from './catalogue.ts'
import { checkParamValue } from './check-param-value.ts'
import { defaultParams } from './default-params.ts'

describe('defaultParams', () => {
  it('holds every parameter of the module at its default', () => {
    const mapping = moduleDefinition('mapping-curve-v1')!
    expect(defaultParams(mapping)).toEqual({
      breakpoints: [
        { x: 0, y: 0 },
        { x: 200, y: 8 },
      ],
      interpolation: 'linear',
      clamp: true,
      fallbackValue: 0,
      bindingMode: 'absolute',
    })
  })

  it('copies lists and curves, so editing the result leaves the catalogue alone', () => {
    const engine = moduleDefinition('xialgo://engine-sound-ese-v2')!
    const params = defaultParams(engine)
    ;(params.orders as number[]).push(10)
    expect(defaultParams(engine).orders).toEqual([2, 4, 6, 8])
  })

  it('gives values the checker accepts unchanged', () => {
    const sweep = moduleDefinition('sweep-log-v2')!
    const params = defaultParams(sweep)
    for (const spec of sweep.params)
      expect(checkParamValue(spec, params[spec.key])).toEqual({ ok: true, value: params[spec.key] })
  })
})
