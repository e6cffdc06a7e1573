/** Top folders of a host's file system: a path under one is the host's, whatever its last name. */
const HOST_ROOTS = 'home|root|Users|usr|opt|var|tmp|private|etc|srv|mnt|proc|sys|work|app|workspace|builds'

/**
 * An absolute file path, POSIX or Windows, optionally as a file:// URL: two or more segments under a host
 * root, or any that ends in a file name with an extension (`…/x.ts:12:5` in a stack). Not preceded by a
 * word character, `:` or `/`, so a URL's path (`https://host/a/b.js`) and a route (`/api/v1/vehicles`,
 * no extension, no host root) are left alone.
 */
const HOST_PATH = new RegExp(
  [
    `(?<![\\w:/.-])(?:file://)?/(?:(?:${HOST_ROOTS})/(?:[\\w.@+~-]+/)*[\\w.@+~-]+|(?:[\\w.@+~-]+/)+[\\w@+~-]+\\.[A-Za-z0-9]{1,8})`,
    '(?<![\\w])[A-Za-z]:\\\\(?:[^\\\\\\s:"\'<>|]+\\\\)*[^\\\\\\s:"\'<>|]+',
  ].join('|'),
  'g',
)

/**
 * Text with every host file path replaced by its last name (`/work/app/src/x.ts:3:1` → `x.ts:3:1`): what
 * went wrong stays readable, where the server keeps its files does not reach a client or a model.
 */
export function scrubHostPaths(text: string): string {
  return text.replace(HOST_PATH, (path) => path.split(/[\\/]/).at(-1) ?? '')
}
