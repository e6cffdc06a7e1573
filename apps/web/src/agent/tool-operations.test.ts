import { describe, expect, it } from 'vitest'
import { operationsOf } from './tool-operations.ts'

describe('operationsOf', () => {
  it('reads output.operations of a successful tool and output.data.operations of a failed one', () => {
    const add = { type: 'DELETE_MODULE', moduleId: 'lfo-1' }
    expect(operationsOf({ module: {}, operations: [add] }, 'ok', 'delete_module')).toEqual([add])
    const error = { type: 'ERROR', message: 'no module lfo-9', tool: 'delete_module' }
    // The person reads what did not work in Chinese; the tool's English is the model's.
    expect(
      operationsOf({ error: 'no module lfo-9', data: { operations: [error] } }, 'error', 'delete_module'),
    ).toEqual([{ ...error, message: '助手没能删除这个模块：画布上没有它' }])
  })

  it('a failed tool without operations still shows as an ERROR; non-operations are dropped', () => {
    expect(operationsOf({ error: 'invalid arguments' }, 'error', 'add_module')).toEqual([
      { type: 'ERROR', message: '助手没能添加这个模块', tool: 'add_module' },
    ])
    expect(operationsOf({ error: 'boom' }, 'error', 'a_new_tool')).toEqual([
      { type: 'ERROR', message: '助手的这一步没有成功，画布没有改变', tool: 'a_new_tool' },
    ])
    expect(operationsOf({ operations: [{ type: 'NOPE' }, 42] }, 'ok', 'x')).toEqual([])
    expect(operationsOf({ canvas: {} }, 'ok', 'get_canvas')).toEqual([])
  })
})
