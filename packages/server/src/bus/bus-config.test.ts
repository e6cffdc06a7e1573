import { describe, expect, it } from 'vitest'
import { BusConfigError, busConfigFromEnv } from './bus-config.ts'

const SECRET = 'x'.repeat(32)

describe('bus configuration from the environment', () => {
  it('is absent without NATS_URL: one instance, the in-process bus', () => {
    expect(busConfigFromEnv({})).toBeUndefined()
  })

  it('refuses a bus without a secret unless it is explicitly insecure', () => {
    expect(() => busConfigFromEnv({ NATS_URL: 'nats://n:4222' })).toThrow(/MINDWIRE_BUS_SECRET/)
    expect(() => busConfigFromEnv({ NATS_URL: 'nats://n:4222' })).toThrow(BusConfigError)
    expect(busConfigFromEnv({ NATS_URL: 'nats://n:4222', MINDWIRE_BUS_INSECURE: '1' })).toMatchObject({
      insecure: true,
      secret: undefined,
    })
    expect(() => busConfigFromEnv({ NATS_URL: 'nats://n:4222', MINDWIRE_BUS_SECRET: 'short' })).toThrow(
      /at least 32/,
    )
  })

  it('reads servers, prefix, secret, credentials and TLS files', () => {
    expect(
      busConfigFromEnv({
        NATS_URL: 'nats://a:4222, nats://b:4222',
        MINDWIRE_BUS_SECRET: SECRET,
        MINDWIRE_BUS_PREFIX: 'acme-prod',
        NATS_USER: 'mindwire',
        NATS_PASSWORD: 'pw',
        NATS_TLS_CA: '/ca.pem',
      }),
    ).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
      prefix: 'acme-prod',
      secret: SECRET,
      insecure: false,
      auth: { kind: 'password', user: 'mindwire', password: 'pw' },
      tls: { caFile: '/ca.pem', certFile: undefined, keyFile: undefined },
    })
    const base = { NATS_URL: 'nats://n:4222', MINDWIRE_BUS_SECRET: SECRET }
    expect(busConfigFromEnv({ ...base, NATS_TOKEN: 't' })?.auth).toEqual({ kind: 'token', token: 't' })
    expect(busConfigFromEnv({ ...base, NATS_CREDS: '/u.creds' })?.auth).toEqual({
      kind: 'creds',
      file: '/u.creds',
    })
    expect(busConfigFromEnv({ ...base, NATS_NKEY_SEED_FILE: '/seed' })?.auth).toEqual({
      kind: 'nkey',
      seedFile: '/seed',
    })
    expect(busConfigFromEnv(base)?.prefix).toBe('mindwire')
  })

  it('names what is wrong with ambiguous or half-given settings', () => {
    const base = { NATS_URL: 'nats://n:4222', MINDWIRE_BUS_SECRET: SECRET }
    expect(() => busConfigFromEnv({ ...base, NATS_USER: 'u' })).toThrow(/NATS_USER and NATS_PASSWORD/)
    expect(() => busConfigFromEnv({ ...base, NATS_USER: 'u', NATS_PASSWORD: 'p', NATS_TOKEN: 't' })).toThrow(
      /one NATS credential/,
    )
    expect(() => busConfigFromEnv({ ...base, NATS_TLS_CERT: '/c.pem' })).toThrow(/NATS_TLS_KEY/)
    expect(() => busConfigFromEnv({ ...base, MINDWIRE_BUS_PREFIX: 'a.b' })).toThrow(/MINDWIRE_BUS_PREFIX/)
    expect(() => busConfigFromEnv({ ...base, MINDWIRE_BUS_INSECURE: 'yes' })).toThrow(/MINDWIRE_BUS_INSECURE/)
  })
})
