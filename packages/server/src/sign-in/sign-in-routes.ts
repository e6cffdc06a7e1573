import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import WORDS from './sign-in-words.json' with { type: 'json' }

const PAGE = new URL('./sign-in-page.html', import.meta.url)

/**
 * `GET /signin`: where a web app sends a person when the server wants a key (`--auth required`). They paste
 * a key; the page checks it against the API and keeps it where every app of the origin reads it
 * (`localStorage['mindwire:apiKey']`), then goes back to the app (`?next=`, a path of this origin only).
 * `?signout` forgets the key. The page needs no key itself and holds nothing of the server's.
 */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  const { _source, ...languages } = WORDS
  // JSON inside a script: `<` escaped so no word can close the script element.
  const html = (await readFile(PAGE, 'utf8')).replace(
    '__WORDS__',
    JSON.stringify(languages).replaceAll('<', '\\u003c'),
  )
  app.get('/signin', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html),
  )
}
