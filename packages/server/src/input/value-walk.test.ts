import { describe, expect, it } from 'vitest'
import { findUnstorableNumber } from './storable-number.ts'
import { findUnstorableText, MAX_NESTING } from './storable-text.ts'
import { anyValue } from './value-walk.ts'

const isNul = (value: unknown) => value === '\u0000'
const never = () => false

describe('anyValue, the input policies’ quick walk', () => {
  it('reaches values inside objects, arrays, arrays with holes and arrays with properties of their own', () => {
    const sparse: unknown[] = []
    sparse[3] = { deep: ['ok', '\u0000'] }
    const tagged = Object.assign(['ok'], { extra: '\u0000' })
    expect(anyValue({ a: { b: [1, 2, sparse] } }, isNul, never)).toBe(true)
    expect(anyValue([tagged], isNul, never)).toBe(true)
    expect(anyValue({ a: ['ok', { b: 'ok' }], c: null, d: 3 }, isNul, never)).toBe(false)
  })

  it('checks keys and the nesting bound', () => {
    expect(anyValue({ ok: { 'bad\u0000': 1 } }, never, (key) => key.includes('\u0000'))).toBe(true)
    let nested: unknown = 'leaf'
    for (let i = 0; i < 5; i++) nested = [nested]
    expect(anyValue(nested, never, never, 5)).toBe(false)
    expect(anyValue(nested, never, never, 4)).toBe(true)
  })

  it('leaves the named walks their answers, paths included', () => {
    const lone = '\ud800'
    expect(findUnstorableText({ a: [{ b: 'x' }, { c: lone }] }, 'body')?.path).toBe('body.a[1].c')
    expect(findUnstorableText({ a: [{ b: 'x' }] }, 'body')).toBeUndefined()
    let deep: unknown = 'x'
    for (let i = 0; i <= MAX_NESTING; i++) deep = { d: deep }
    expect(findUnstorableText(deep, 'body')?.reason).toMatch(/nested deeper/)
    expect(findUnstorableNumber({ page: [1, { size: 2 ** 60 }] }, 'q', 100)?.path).toBe('q.page[1].size')
    expect(findUnstorableNumber({ page: [1, { size: 2 }], at: new Date(0) }, 'q', 100)).toBeUndefined()
  })
})
