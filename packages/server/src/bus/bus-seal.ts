import {
  createCipheriv,
  createDecipheriv,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomUUID,
} from 'node:crypto'

/** The NATS header that carries a sealed message's sender, time and nonce. */
export const SEAL_HEADER = 'Mw-Seal'
const VERSION = 'v1'
const TAG_BYTES = 16

/** What the header of a sealed message says, once its seal was opened with the deployment's key. */
export interface Opened {
  /** The sending bus (one per instance connection). */
  from: string
  /** When it was sealed, in the sender's milliseconds. */
  at: number
  /** The message's random nonce (base64url), unique per message: what a replay guard remembers. */
  nonce: string
  body: Uint8Array
}

/**
 * Authenticated encryption of bus messages with a key derived from the deployment's secret (AES-256-GCM).
 * The additional data binds a message to its context (its full subject, or the request it answers), its
 * sender and its time: a message moved to another subject, re-dated or altered does not open, and one
 * sealed by anyone without the secret (bus credentials alone are not enough) does not either. Sealing
 * rather than only signing also keeps the bus's payloads (vehicle states, commands, run events) unreadable
 * to whoever can subscribe to it.
 */
export class BusSeal {
  /** This bus's sender id, in every message it seals. */
  readonly from = randomUUID()
  // A key object, not the raw bytes: a Buffer key is checked and wrapped again for every cipher, which cost
  // a fleet's instances about four times the cipher's own work on each bus message.
  readonly #key: KeyObject

  /** `scope` (the deployment's subject prefix) keys each deployment differently even with one secret. */
  constructor(secret: string, scope: string) {
    this.#key = createSecretKey(Buffer.from(hkdfSync('sha256', secret, 'mindwire-bus-seal', scope, 32)))
  }

  /** Seals `body` for `context`; returns the header value and the sealed payload. */
  seal(
    context: string,
    body: Uint8Array,
    now = Date.now(),
  ): { header: string; data: Uint8Array; nonce: string } {
    const iv = randomBytes(12)
    const nonce = iv.toString('base64url')
    const header = `${VERSION} ${this.from} ${now} ${nonce}`
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv)
    cipher.setAAD(Buffer.from(`${context}\n${header}`))
    const data = Buffer.concat([cipher.update(body), cipher.final(), cipher.getAuthTag()])
    return { header, data, nonce }
  }

  /** Opens a message sealed for `context`; undefined when it is not one this key sealed for it. */
  open(context: string, header: string | undefined, data: Uint8Array): Opened | undefined {
    if (!header || data.length < TAG_BYTES) return undefined
    const [version, from, at, nonce, extra] = header.split(' ')
    if (version !== VERSION || !from || !at || !nonce || extra !== undefined) return undefined
    const iv = Buffer.from(nonce, 'base64url')
    if (iv.length !== 12 || !/^\d{1,16}$/.test(at)) return undefined
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv)
      decipher.setAAD(Buffer.from(`${context}\n${header}`))
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES))
      const body = Buffer.concat([
        decipher.update(data.subarray(0, data.length - TAG_BYTES)),
        decipher.final(),
      ])
      return { from, at: Number(at), nonce, body }
    } catch {
      return undefined
    }
  }
}

/** The context an answer is sealed for: the request it answers, so an answer cannot be replayed to another. */
export function replyContext(requestNonce: string): string {
  return `reply ${requestNonce}`
}
