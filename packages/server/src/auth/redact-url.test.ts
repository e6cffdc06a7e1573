import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact-url.ts'

describe('redactUrl', () => {
  it('hides the value of every credential parameter and keeps the rest', () => {
    expect(redactUrl('/api/v1/ws?vehicleId=car&token=mw_secret&role=agent')).toBe(
      '/api/v1/ws?vehicleId=car&token=[redacted]&role=agent',
    )
    expect(redactUrl('/x?TOKEN=a&%74oken=b&api_key=c&tokens=5')).toBe(
      '/x?TOKEN=[redacted]&%74oken=[redacted]&api_key=[redacted]&tokens=5',
    )
    expect(redactUrl('/api/ai/sessions')).toBe('/api/ai/sessions')
  })
})
