/** Query parameters that carry a credential: the WebSocket key, and names clients commonly use for one. */
const SECRET_PARAMS = new Set(['token', 'access_token', 'api_key', 'apikey', 'key'])

/**
 * A request URL fit for a log line or an error message: the value of every credential-carrying query
 * parameter replaced by `[redacted]`. Logs are read by more people than the keys' owners.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const query = url
    .slice(start + 1)
    .replace(/(^|&)([^=&]*)=([^&]*)/g, (pair, lead: string, name: string) =>
      SECRET_PARAMS.has(safeDecode(name).toLowerCase()) ? `${lead}${name}=[redacted]` : pair,
    )
  return `${url.slice(0, start)}?${query}`
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
