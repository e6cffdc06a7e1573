import { describe, expect, it } from 'vitest'
import EN from '../app/words/en.json' with { type: 'json' }
import ZH from '../app/words/zh.json' with { type: 'json' }
import { operationsOf } from './tool-operations.ts'

describe('operationsOf', () => {
  it('reads output.operations of a successful tool and output.data.operations of a failed one', () => {
    const add = { type: 'DELETE_MODULE', moduleId: 'lfo-1' }
    expect(operationsOf({ module: {}, operations: [add] }, 'ok', 'delete_module')).toEqual([add])
    const error = { type: 'ERROR', message: 'no module lfo-9', tool: 'delete_module' }
    // A Chinese page reads what did not work in Chinese; the tool's English is the model's.
    expect(
      operationsOf({ error: 'no module lfo-9', data: { operations: [error] } }, 'error', 'delete_module', ZH),
    ).toEqual([{ ...error, message: '助手没能删除这个模块：画布上没有它' }])
  })

  it('a failed tool without operations still shows as an ERROR; non-operations are dropped', () => {
    expect(operationsOf({ error: 'invalid arguments' }, 'error', 'add_module', ZH)).toEqual([
      { type: 'ERROR', message: '助手没能添加这个模块', tool: 'add_module' },
    ])
    expect(operationsOf({ error: 'boom' }, 'error', 'a_new_tool', ZH)).toEqual([
      { type: 'ERROR', message: '助手的这一步没有成功，画布没有改变', tool: 'a_new_tool' },
    ])
    expect(operationsOf({ operations: [{ type: 'NOPE' }, 42] }, 'ok', 'x')).toEqual([])
    expect(operationsOf({ canvas: {} }, 'ok', 'get_canvas')).toEqual([])
  })

  it('says it in the page’s language: an English page reads English, in every language file for every tool', () => {
    expect(
      operationsOf({ error: 'gain must be between 0 and 2' }, 'error', 'update_module_parameter', EN),
    ).toEqual([
      {
        type: 'ERROR',
        message:
          'The assistant could not change this parameter: the module has no such parameter, or the value is out of range',
        tool: 'update_module_parameter',
      },
    ])
    expect(Object.keys(EN.toolFailures).sort()).toEqual(Object.keys(ZH.toolFailures).sort())
    expect(Object.values(EN.toolFailures).filter((text) => /[\u4e00-\u9fff]/.test(text))).toEqual([])
  })
})
