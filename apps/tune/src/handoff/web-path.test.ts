import { deepLink } from '@mindwire/client'
import { describe, expect, it } from 'vitest'
import { incomingHandoff, synthPathOfDeepLink, tunePathOfDeepLink } from './web-path.ts'

describe('deep links into this origin’s web apps', () => {
  it('maps a link to this web app’s route, and leaves out apps it does not host', () => {
    const link = deepLink('xi-tune', 'auto-tune', { projectId: 'p-1' }, 's-9')
    expect(tunePathOfDeepLink(link, '/tune/')).toBe(
      '/tune/xi-tune?intent=auto-tune&sessionId=s-9&projectId=p-1',
    )
    expect(tunePathOfDeepLink(link, '/tune')).toMatch(/^\/tune\/xi-tune\?/)
    expect(tunePathOfDeepLink(deepLink('xi-probe', 'assess-report', {}, 's-2'), '/tune/')).toBe(
      '/tune/xi-probe?intent=assess-report&sessionId=s-2',
    )
    expect(tunePathOfDeepLink(deepLink('xi-vst', 'recommend', {}, 's'), '/tune/')).toMatch(
      /^\/tune\/xi-vst\?/,
    )
    expect(tunePathOfDeepLink(deepLink('xi-nowhere', 'report', {}, 's'), '/tune/')).toBeUndefined()
    expect(tunePathOfDeepLink(deepLink('synth', 'tuning-completed', {}, 's'), '/tune/')).toBeUndefined()
  })

  it('a link back to the synth studio opens its page at the root; nothing else does', () => {
    const back = deepLink('synth', 'tuning-completed', { revision: 3 }, 's-9')
    expect(synthPathOfDeepLink(back)).toBe('/?intent=tuning-completed&sessionId=s-9&revision=3')
    expect(synthPathOfDeepLink(deepLink('xi-studio', 'tuning-completed', {}, 's'))).toBeUndefined()
  })

  it('an incoming handoff needs both the session and the intent', () => {
    expect(incomingHandoff({ sessionId: 's', intent: 'auto-tune', projectId: 'p' })).toEqual({
      sessionId: 's',
      intent: 'auto-tune',
    })
    expect(incomingHandoff({ sessionId: 's', intent: 'auto-tune', handoff: 'h-1' })).toEqual({
      sessionId: 's',
      intent: 'auto-tune',
      handoffId: 'h-1',
    })
    expect(incomingHandoff({ sessionId: 's' })).toBeUndefined()
    expect(incomingHandoff({ intent: 'auto-tune', sessionId: ['a', 'b'] })).toBeUndefined()
  })
})
