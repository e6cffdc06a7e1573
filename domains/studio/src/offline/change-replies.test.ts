import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { runSuite, TEST_SUITES } from '../test-suites/suites.ts'
import { reply } from './replies.ts'
import type { StudioTurn } from './studio-turn.ts'

// Issue 43: the tuning studio's replies read "lowShelf.gainDb：4 → -2dB。" and "已删除模块 limiter。" — ids
// and code names. They now name modules and parameters as the page does, in the reply's language.

function turnWith(chinese: boolean, calls: StudioTurn['calls']): StudioTurn {
  return { chinese, project: newProjectDocument(), calls, continuing: false } as unknown as StudioTurn
}

const paramChange = {
  name: 'update-param',
  args: { moduleId: 'lowShelf', paramKey: 'gainDb', value: -2 },
  result: {
    isError: false,
    output: { moduleId: 'lowShelf', paramKey: 'gainDb', previous: 4, value: -2, unit: 'dB' },
  },
}
const limiter = newProjectDocument().chain.modules.find((module) => module.id === 'limiter')!
const removal = {
  name: 'update-link',
  args: { op: 'remove', moduleId: 'limiter' },
  result: { isError: false, output: { removed: limiter } },
}
const suiteRun = {
  name: 'run-test-suite',
  args: { suiteId: 'regression' },
  result: { isError: false, output: runSuite(TEST_SUITES[0]!, newProjectDocument()) },
}

describe('a chain change in words for people', () => {
  it('names the module by its catalogue title and the parameter by its label, in Chinese', () => {
    const text = reply({ kind: 'unknown-free' } as never, turnWith(true, [paramChange] as never))
    // Two shelves in the chain: the title alone would not say which, so the card's number comes with it.
    expect(text).toBe('低架 / 高架均衡（第 3 个）的增益：4 → -2 dB。')
  })

  it('and in English', () => {
    const text = reply({ kind: 'unknown-free' } as never, turnWith(false, [paramChange] as never))
    expect(text).toBe('Gain of Low / High Shelf EQ (no. 3): 4 → -2 dB.')
  })

  it('a deletion names what was deleted, not its id', () => {
    expect(reply({ kind: 'edit' } as never, turnWith(true, [removal] as never))).toBe(
      '已删除模块「前瞻限幅器」。',
    )
    expect(reply({ kind: 'edit' } as never, turnWith(false, [removal] as never))).toBe(
      'Removed Look-ahead / True-peak Limiter.',
    )
  })

  it('a test run names its suite by title, never by id', () => {
    const zh = reply({ kind: 'edit' } as never, turnWith(true, [suiteRun] as never))
    expect(zh).toMatch(/^测试套件「回归测试：全部用例」：\d\/5 通过。$/)
    const en = reply({ kind: 'edit' } as never, turnWith(false, [suiteRun] as never))
    expect(en).toMatch(/^Suite “Regression: every assertion”: \d\/5 passed\.$/)
  })

  it('a test run’s cases carry their Chinese name and detail, with seats named, not ids', () => {
    const [target] = runSuite(TEST_SUITES[0]!, newProjectDocument()).cases
    expect(target!.nameZh).toContain('频响在目标曲线')
    expect(target!.detailZh).toMatch(/^最大偏差 主驾 [\d.]+ dB，副驾 [\d.]+ dB，后排 [\d.]+ dB/)
    expect(target!.detail).toMatch(/^max deviation Driver [\d.]+ dB, Front passenger/)
  })
})
