import { describe, expect, it } from 'vitest'
import { operationsOf } from './tool-operations.ts'

describe('operationsOf', () => {
  it('reads output.operations of a successful tool and output.data.operations of a failed one', () => {
    const add = { type: 'DELETE_MODULE', moduleId: 'lfo-1' }
    expect(operationsOf({ module: {}, operations: [add] }, 'ok', 'delete_module')).toEqual([add])
    const error = { type: 'ERROR', message: 'no module lfo-9', tool: 'delete_module' }
    expect(
      operationsOf({ error: 'no module lfo-9', data: { operations: [error] } }, 'error', 'delete_module'),
    ).toEqual([error])
  })

  it('a failed tool without operations still shows as an ERROR; non-operations are dropped', () => {
    expect(operationsOf({ error: 'invalid arguments' }, 'error', 'add_module')).toEqual([
      { type: 'ERROR', message: 'invalid arguments', tool: 'add_module' },
    ])
    expect(operationsOf({ operations: [{ type: 'NOPE' }, 42] }, 'ok', 'x')).toEqual([])
    expect(operationsOf({ canvas: {} }, 'ok', 'get_canvas')).toEqual([])
  })
})
