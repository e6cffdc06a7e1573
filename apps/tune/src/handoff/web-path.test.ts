import { deepLink } from '@mindwire/client'
import { describe, expect, it } from 'vitest'
import { incomingHandoff, webPathOfDeepLink } from './web-path.ts'

describe('deep links into this web app', () => {
  it('maps a link to this web app’s route, and leaves out apps it does not host', () => {
    const link = deepLink('xi-tune', 'auto-tune', { projectId: 'p-1' }, 's-9')
    expect(webPathOfDeepLink(link, '/tune/')).toBe(
      '/tune/xi-tune?intent=auto-tune&sessionId=s-9&projectId=p-1',
    )
    expect(webPathOfDeepLink(link, '/tune')).toMatch(/^\/tune\/xi-tune\?/)
    expect(webPathOfDeepLink(deepLink('xi-probe', 'report', {}, 's'), '/tune/')).toBeUndefined()
  })

  it('an incoming handoff needs both the session and the intent', () => {
    expect(incomingHandoff({ sessionId: 's', intent: 'auto-tune', projectId: 'p' })).toEqual({
      sessionId: 's',
      intent: 'auto-tune',
    })
    expect(incomingHandoff({ sessionId: 's' })).toBeUndefined()
    expect(incomingHandoff({ intent: 'auto-tune', sessionId: ['a', 'b'] })).toBeUndefined()
  })
})
