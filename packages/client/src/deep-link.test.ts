import { describe, expect, it } from 'vitest'
import { deepLink, parseDeepLink } from './deep-link.ts'

describe('deep links (seed 000 §4.7)', () => {
  it('writes the suite’s link with the session and the context, and reads it back', () => {
    const link = deepLink('xi-tune', 'auto-tune', { projectId: 'p-1' }, 's-9')
    expect(link).toBe('xi://xi-tune/intent/auto-tune?sessionId=s-9&projectId=p-1')
    expect(parseDeepLink(link)).toEqual({
      app: 'xi-tune',
      intent: 'auto-tune',
      params: { sessionId: 's-9', projectId: 'p-1' },
    })
    expect(parseDeepLink('https://example.com/xi-tune')).toBeUndefined()
    expect(parseDeepLink('xi://xi-tune/intent/%E0%A4%A')).toBeUndefined()
  })
})
