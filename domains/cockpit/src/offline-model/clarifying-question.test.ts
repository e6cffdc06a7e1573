import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../offline/index.ts'
import { replyWithoutCalls } from './offline-replies.ts'

const asked = (text: string) => replyWithoutCalls(text, parseUtterance(text))

describe('the question asked back names the part of the car the request is about', () => {
  it('a value out of range is asked about on its own device, never as a destination (调到 sets, it does not travel)', () => {
    expect(asked('音量给我调到一百五')).toMatch(/音量/)
    expect(asked('声音调到300')).not.toMatch(/去哪/)
  })

  it('a bare travel word still asks where to', () => {
    expect(asked('导航')).toMatch(/去哪/)
  })
})
