import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nkeys } from '@nats-io/transport-node'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { startNatsServer } from '../testing/nats-server-process.ts'
import type { NatsBusConfig } from './bus-config.ts'
import { openNatsBus } from './nats-bus.ts'

const dir = mkdtempSync(join(tmpdir(), 'mindwire-nats-credentials-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const busOn = (url: string, more: Partial<NatsBusConfig>): NatsBusConfig => ({
  servers: [url],
  prefix: 'acme',
  secret: 'acme-deployment-secret-0123456789abcdef',
  insecure: false,
  ...more,
})

/** Opens a bus with `config`, checks a message goes round, and closes it. */
async function roundTrip(config: NatsBusConfig): Promise<void> {
  const bus = await openNatsBus(config)
  try {
    const echo = z.object({ n: z.number() })
    bus.respond('mw.echo', echo, (message) => ({ n: message.n + 1 }))
    await bus.flush()
    expect(await bus.request('mw.echo', { n: 1 }, echo, 2000)).toEqual({ n: 2 })
  } finally {
    await bus.close()
  }
}

describe('NATS credentials and TLS from configuration', () => {
  it('connects with a token, and not without it', async () => {
    const server = await startNatsServer('authorization { token: "s3cret-token" }')
    try {
      await roundTrip(busOn(server.url, { auth: { kind: 'token', token: 's3cret-token' } }))
      await expect(
        openNatsBus(busOn(server.url, { auth: { kind: 'token', token: 'guess' } })),
      ).rejects.toThrow(/cannot connect to NATS at .*Authorization/)
    } finally {
      await server.stop()
    }
  })

  it('connects with an NKey seed file (the server knows only the public key)', async () => {
    const user = nkeys.createUser()
    const seedFile = join(dir, 'user.nk')
    writeFileSync(seedFile, new TextDecoder().decode(user.getSeed()))
    const server = await startNatsServer(`authorization { users = [ { nkey: ${user.getPublicKey()} } ] }`)
    try {
      await roundTrip(busOn(server.url, { auth: { kind: 'nkey', seedFile } }))
      const stranger = join(dir, 'stranger.nk')
      writeFileSync(stranger, new TextDecoder().decode(nkeys.createUser().getSeed()))
      await expect(
        openNatsBus(busOn(server.url, { auth: { kind: 'nkey', seedFile: join(dir, 'missing.nk') } })),
      ).rejects.toThrow(/NATS_NKEY_SEED_FILE: cannot read .*missing\.nk \(ENOENT\)/)
      await expect(
        openNatsBus(busOn(server.url, { auth: { kind: 'nkey', seedFile: stranger } })),
      ).rejects.toThrow(/Authorization/)
    } finally {
      await server.stop()
    }
  })

  it('speaks TLS to a server whose certificate the configured CA signed, and refuses one it cannot verify', async () => {
    const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
    openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '1',
      '-subj',
      '/CN=test-ca',
    )
    openssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1')
    // The client, given an IP address, checks the certificate against the name `localhost` (nats.js leaves
    // the TLS server name empty for an IP, and Node then checks `localhost`): the certificate names both.
    writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n')
    openssl(
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'server.pem',
      '-days',
      '1',
      '-extfile',
      'san.ext',
    )
    const server = await startNatsServer(
      `tls { cert_file: ${JSON.stringify(join(dir, 'server.pem'))}, key_file: ${JSON.stringify(join(dir, 'server.key'))} }`,
    )
    try {
      await roundTrip(busOn(server.url, { tls: { caFile: join(dir, 'ca.pem') } }))
      // Without the CA the server's certificate is not trusted.
      await expect(openNatsBus(busOn(server.url, {}))).rejects.toThrow(/cannot connect to NATS/)
    } finally {
      await server.stop()
    }
  })
})
