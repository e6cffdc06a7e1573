import { describe, expect, it } from 'vitest'
import { ExecutedCommands } from './executed-commands.ts'

const result = (commandId: string) => ({ commandId, success: true, message: 'ok', vehicleState: {} })

describe('executed commands', () => {
  it('answers a repeated delivery with the first result and counts it as a repeat, not an execution', () => {
    const executed = new ExecutedCommands()
    const executions: string[] = []
    expect(executed.repeatOf('a')).toBeUndefined()
    executed.record('a', result('a'), (id) => executions.push(id))
    expect(executed.repeatOf('a')).toEqual(result('a'))
    expect([executed.count, executed.repeats, executions]).toEqual([1, 1, ['a']])
  })

  it('keeps results it could not send until the next connection takes them, oldest first', () => {
    const executed = new ExecutedCommands()
    for (const id of ['a', 'b']) {
      executed.record(id, result(id))
      executed.unsent(id)
    }
    expect(executed.takeUnsent().map((r) => r.commandId)).toEqual(['a', 'b'])
    expect(executed.takeUnsent()).toEqual([])
  })

  it('forgets the oldest ids past its bound', () => {
    const executed = new ExecutedCommands(2)
    for (const id of ['a', 'b', 'c']) executed.record(id, result(id))
    expect(executed.repeatOf('a')).toBeUndefined()
    expect(executed.repeatOf('c')).toEqual(result('c'))
  })
})
