import { describe, expect, it } from 'vitest'
import { BusSeal, replyContext } from './bus-seal.ts'

const SECRET = 'one-deployment-secret-of-32-chars-or-more'
const body = new TextEncoder().encode(JSON.stringify({ speed: 0 }))
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('bus seal', () => {
  it('opens what an instance of the same deployment sealed for the same subject, with its sender and time', () => {
    const [sender, receiver] = [new BusSeal(SECRET, 'acme'), new BusSeal(SECRET, 'acme')]
    const sealed = sender.seal('acme.mw.vehicle.state', body, 1_000)
    const opened = receiver.open('acme.mw.vehicle.state', sealed.header, sealed.data)
    expect(opened && text(opened.body)).toBe('{"speed":0}')
    expect(opened).toMatchObject({ from: sender.from, at: 1_000, nonce: sealed.nonce })
    // Sealed, not signed: the payload on the wire does not show the state.
    expect(Buffer.from(sealed.data).toString('latin1')).not.toContain('speed')
  })

  it('refuses a message moved to another subject, re-dated, altered, or sealed with another secret or prefix', () => {
    const seal = new BusSeal(SECRET, 'acme')
    const sealed = seal.seal('acme.mw.vehicle.state', body, 1_000)
    expect(seal.open('acme.mw.vehicle.other', sealed.header, sealed.data)).toBeUndefined()
    expect(
      seal.open('acme.mw.vehicle.state', sealed.header.replace(' 1000 ', ' 9000 '), sealed.data),
    ).toBeUndefined()
    const altered = Uint8Array.from(sealed.data)
    altered[0]! ^= 1
    expect(seal.open('acme.mw.vehicle.state', sealed.header, altered)).toBeUndefined()
    const otherSecret = new BusSeal('another-deployment-secret-of-32-chars', 'acme')
    expect(otherSecret.open('acme.mw.vehicle.state', sealed.header, sealed.data)).toBeUndefined()
    const otherPrefix = new BusSeal(SECRET, 'other')
    expect(otherPrefix.open('acme.mw.vehicle.state', sealed.header, sealed.data)).toBeUndefined()
  })

  it('refuses plain JSON, a missing or malformed header', () => {
    const seal = new BusSeal(SECRET, 'acme')
    expect(seal.open('s', undefined, body)).toBeUndefined()
    expect(seal.open('s', 'v1 someone 1000 not-a-nonce', body)).toBeUndefined()
    expect(seal.open('s', 'v1 someone 1000', body)).toBeUndefined()
  })

  it('binds an answer to its request: an answer sealed for one request does not open for another', () => {
    const seal = new BusSeal(SECRET, 'acme')
    const answer = seal.seal(replyContext('request-a'), body)
    expect(seal.open(replyContext('request-a'), answer.header, answer.data)).toBeDefined()
    expect(seal.open(replyContext('request-b'), answer.header, answer.data)).toBeUndefined()
  })
})
