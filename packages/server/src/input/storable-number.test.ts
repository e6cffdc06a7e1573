import { describe, expect, it } from 'vitest'
import { findUnstorableNumber, MAX_QUERY_NUMBER } from './storable-number.ts'

describe('findUnstorableNumber', () => {
  it('names the first number past the bound or not finite, nested values included', () => {
    expect(findUnstorableNumber({ limit: 50, maxPrice: 1e20 }, 'querystring', MAX_QUERY_NUMBER)).toEqual({
      path: 'querystring.maxPrice',
      reason: `must lie between -${MAX_QUERY_NUMBER} and ${MAX_QUERY_NUMBER}`,
    })
    expect(findUnstorableNumber({ a: [1, { b: Number.NaN }] }, 'body', 10)?.path).toBe('body.a[1].b')
    expect(findUnstorableNumber({ a: -11 }, 'body', 10)?.path).toBe('body.a')
  })

  it('accepts the bound itself, dates and text that looks like a number', () => {
    const value = { n: MAX_QUERY_NUMBER, m: -MAX_QUERY_NUMBER, since: new Date(0), q: '99999999999999999999' }
    expect(findUnstorableNumber(value, 'querystring', MAX_QUERY_NUMBER)).toBeUndefined()
  })
})
