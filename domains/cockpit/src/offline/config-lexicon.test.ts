import { afterAll, describe, expect, it } from 'vitest'
import { Catalogue } from '../catalogue/catalogue.ts'
import { copyShippedConfig, FRAGRANCE_FUNCTION } from '../testing/config-folder.ts'
import { parseUtterance } from './parse-utterance.ts'

const folder = copyShippedConfig()
folder.writeFunction('control_fragrance', FRAGRANCE_FUNCTION)
const catalogue = new Catalogue({ functionsDir: folder.functionsDir, promptsDir: folder.promptsDir })
afterAll(() => {
  catalogue.close()
  folder.remove()
})

const parse = (text: string) => parseUtterance(text, { functions: catalogue.functions })
const fragrance = (params: Record<string, unknown>) => ({ name: 'control_fragrance', params })

describe('a function read from the words of its file', () => {
  it.each([
    ['打开海洋香氛', { action: 'on', scent: 'ocean' }],
    ['请帮我打开一下香氛吧', { action: 'on' }],
    ['香氛换成森林', { action: 'on', scent: 'forest' }],
    ['关掉香薰', { action: 'off' }],
  ])('%s', (text, params) => {
    const result = parse(text)
    expect(result.calls).toEqual([fragrance(params)])
    expect(result.confidence).toBeGreaterThanOrEqual(0.85)
  })

  it('keeps the other command of the clause, for the built-in matchers to read', () => {
    expect(parse('关闭香氛和空调').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_off' } },
      fragrance({ action: 'off' }),
    ])
    expect(parse('打开空调打开香氛').calls).toHaveLength(2)
  })

  it('is unsure when the rest of the clause was not understood, so a model is asked', () => {
    expect(parse('打开香氛顺便把那个东西弄一下').confidence).toBeLessThan(0.85)
  })

  it('runs nothing negated, and nothing without an action word', () => {
    expect(parse('别开香氛').calls).toEqual([])
    expect(parse('香氛浓度调高一点').calls).toEqual([])
  })

  it('is not read without the catalogue that has it', () => {
    expect(parseUtterance('打开香氛').calls).toEqual([])
  })
})
