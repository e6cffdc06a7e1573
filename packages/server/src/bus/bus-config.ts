/** How an instance reaches NATS and seals what it puts on it; built from the environment by `busConfigFromEnv`. */
export interface NatsBusConfig {
  /** One or more server URLs (comma-separated in `NATS_URL`). */
  servers: string[]
  /** How this instance authenticates to NATS; none when the server needs nothing. */
  auth?:
    | { kind: 'password'; user: string; password: string }
    | { kind: 'token'; token: string }
    | { kind: 'creds'; file: string }
    | { kind: 'nkey'; seedFile: string }
  /** TLS files passed to the client; `ca` alone verifies the server, `cert` + `key` present a client certificate. */
  tls?: { caFile?: string; certFile?: string; keyFile?: string }
  /**
   * The first subject token of every subject this deployment uses (and part of its JetStream stream's and
   * inboxes' names): two deployments on one NATS with different prefixes never see each other's traffic.
   */
  prefix: string
  /** The deployment's shared secret; every message is sealed with it. Undefined only with `insecure`. */
  secret?: string
  /** Explicitly allowed: a bus whose messages anyone on NATS can read and forge. */
  insecure: boolean
}

/** Wrong bus configuration: the message says which variable and why; nothing was connected. */
export class BusConfigError extends Error {
  override readonly name = 'BusConfigError'
}

export const DEFAULT_BUS_PREFIX = 'mindwire'
/** 32 characters: `openssl rand -hex 16` gives exactly that (128 bits). */
export const MIN_SECRET_LENGTH = 32
const PREFIX = /^[A-Za-z0-9_-]{1,32}$/

/**
 * The bus configuration from the environment, or undefined when `NATS_URL` (or `natsUrl`) is unset: one
 * instance, in-process bus. A bus without `MINDWIRE_BUS_SECRET` is refused unless `MINDWIRE_BUS_INSECURE=1`
 * says so explicitly, since anyone who can publish on it could then drive the deployment's cars.
 */
export function busConfigFromEnv(env: NodeJS.ProcessEnv, natsUrl = env.NATS_URL): NatsBusConfig | undefined {
  if (!natsUrl) return undefined
  const servers = natsUrl
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean)
  if (servers.length === 0) throw new BusConfigError('NATS_URL names no server')
  const prefix = env.MINDWIRE_BUS_PREFIX || DEFAULT_BUS_PREFIX
  if (!PREFIX.test(prefix))
    throw new BusConfigError(
      'MINDWIRE_BUS_PREFIX must be 1 to 32 letters, digits, "_" or "-" (one NATS subject token)',
    )
  const insecure = isOn(env.MINDWIRE_BUS_INSECURE, 'MINDWIRE_BUS_INSECURE')
  const secret = env.MINDWIRE_BUS_SECRET || undefined
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH)
    throw new BusConfigError(
      `MINDWIRE_BUS_SECRET must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 16)`,
    )
  if (secret === undefined && !insecure)
    throw new BusConfigError(
      'a NATS bus needs MINDWIRE_BUS_SECRET (the same on every instance of the deployment, at least 32 characters); ' +
        'set MINDWIRE_BUS_INSECURE=1 to run with an unsealed bus anyone on NATS can read and forge',
    )
  return { servers, auth: authFrom(env), tls: tlsFrom(env), prefix, secret, insecure }
}

function authFrom(env: NodeJS.ProcessEnv): NatsBusConfig['auth'] {
  const chosen = [
    env.NATS_USER || env.NATS_PASSWORD ? 'NATS_USER/NATS_PASSWORD' : undefined,
    env.NATS_TOKEN ? 'NATS_TOKEN' : undefined,
    env.NATS_CREDS ? 'NATS_CREDS' : undefined,
    env.NATS_NKEY_SEED_FILE ? 'NATS_NKEY_SEED_FILE' : undefined,
  ].filter(Boolean)
  if (chosen.length > 1) throw new BusConfigError(`set one NATS credential, not ${chosen.join(' and ')}`)
  if (env.NATS_USER || env.NATS_PASSWORD) {
    if (!env.NATS_USER || !env.NATS_PASSWORD)
      throw new BusConfigError('NATS_USER and NATS_PASSWORD go together')
    return { kind: 'password', user: env.NATS_USER, password: env.NATS_PASSWORD }
  }
  if (env.NATS_TOKEN) return { kind: 'token', token: env.NATS_TOKEN }
  if (env.NATS_CREDS) return { kind: 'creds', file: env.NATS_CREDS }
  if (env.NATS_NKEY_SEED_FILE) return { kind: 'nkey', seedFile: env.NATS_NKEY_SEED_FILE }
  return undefined
}

function tlsFrom(env: NodeJS.ProcessEnv): NatsBusConfig['tls'] {
  const { NATS_TLS_CA: caFile, NATS_TLS_CERT: certFile, NATS_TLS_KEY: keyFile } = env
  if (!caFile && !certFile && !keyFile) return undefined
  if (Boolean(certFile) !== Boolean(keyFile))
    throw new BusConfigError('NATS_TLS_CERT and NATS_TLS_KEY go together (a client certificate and its key)')
  return { caFile: caFile || undefined, certFile: certFile || undefined, keyFile: keyFile || undefined }
}

function isOn(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false
  if (value === '1' || value === 'true') return true
  throw new BusConfigError(`${name} must be 1 or 0`)
}
