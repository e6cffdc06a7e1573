// btoa/atob exist in browsers, workers and Node alike; Buffer does not exist in browsers.
const CHUNK = 0x8000

/** Base64 of raw bytes, without Node's Buffer. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunked: spreading a whole image into String.fromCharCode would overflow the argument stack.
  for (let start = 0; start < bytes.length; start += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  return btoa(binary)
}

/** The bytes of a base64 string, without Node's Buffer. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
