import { stat } from 'node:fs/promises'
import { extname, relative, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../errors/api-error.ts'

/** A built single-page app and the URL path it is served under (`/`, or a prefix such as `/tune/`). */
export interface WebApp {
  root: string
  base: string
}

/**
 * Serves a built single-page app (apps/web/dist at `/`, apps/tune/dist at `/tune/`) from `root`: files
 * as they are (hashed assets cached for a year, index.html never), and index.html for any other GET
 * under `base` outside /api — the app routes on the client. A missing file that looks like an asset (it
 * has an extension) is a plain 404. Apps at longer bases win over `/` (Fastify picks the longest match).
 */
export async function webAppRoutes(app: FastifyInstance, root: string, base = '/'): Promise<void> {
  const folder = resolve(root)
  const info = await stat(folder).catch(() => undefined)
  if (!info?.isDirectory()) throw new Error(`webRoot ${folder} is not a folder (build the web app first)`)
  const prefix = normalizeBase(base)
  // One registration decorates reply.sendFile for every app; each call names its own root.
  if (!app.hasReplyDecorator('sendFile'))
    await app.register(fastifyStatic, { root: folder, serve: false, dotfiles: 'deny' })

  // `/tune` without its slash would fall to the app at `/`: send it to the app's own base.
  if (prefix !== '/')
    app.get(prefix.slice(0, -1), { schema: { hide: true } }, async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
      return reply.redirect(`${prefix}${query}`)
    })

  app.get(`${prefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === '/api' || path.startsWith('/api/')) throw notFound(`route GET ${path}`)
    const file = await existingFile(folder, `/${path.slice(prefix.length)}`)
    if (file) {
      const immutable = file.startsWith(`assets${sep}`)
      return reply.sendFile(file, folder, { maxAge: immutable ? '365d' : 0, immutable, cacheControl: true })
    }
    if (extname(path) !== '') throw notFound(`file ${path}`)
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', folder, { cacheControl: false })
  })
}

/** `/tune` and `tune/` as `/tune/`; `/` stays. */
function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}

/** The file under `base` a URL path names (relative to `base`), or undefined; never leaves `base`. */
async function existingFile(base: string, urlPath: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const target = resolve(base, `.${decoded}`)
  const within = relative(base, target)
  if (within === '' || within.startsWith('..') || within.split(sep).some((part) => part.startsWith('.')))
    return undefined
  const info = await stat(target).catch(() => undefined)
  return info?.isFile() ? within : undefined
}
