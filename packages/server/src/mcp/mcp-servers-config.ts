import { readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'

/** The deployment's MCP servers file (`MINDWIRE_MCP_SERVERS`), as read and checked. */
export interface McpServersConfig {
  /** The file it came from, for messages. */
  file: string
  servers: McpServerEntry[]
}

/** One MCP server a deployment gives some of its copilots tools from. */
export type McpServerEntry = {
  name: string
  /** App ids whose copilot gets the tools (any app of a domain gives them to that domain's engine). */
  apps: string[]
  /** Put before each tool's name; default `<name>_`, so two servers' `search` never collide. */
  prefix: string
  /** Only these of the server's tools (as the server names them); default all. */
  only?: string[]
} & (
  | { transport: 'stdio'; command: string; args: string[]; env: Record<string, string>; cwd: string }
  | { transport: 'http'; url: URL; headers: Record<string, string> }
)

const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/

// The shape most MCP hosts use (`mcpServers` keyed by name, `command`/`args`/`env` or `url`/`headers`),
// with what Mindwire needs besides: which apps get the tools, and which of them.
const common = {
  apps: z.array(z.string().min(1)).min(1),
  prefix: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .max(32)
    .optional(),
  only: z.array(z.string().min(1)).min(1).optional(),
}
const fileSchema = z.strictObject({
  mcpServers: z.record(
    z.string(),
    z.union([
      z.strictObject({
        ...common,
        command: z.string().min(1),
        args: z.array(z.string()).default([]),
        env: z.record(z.string(), z.string()).default({}),
        cwd: z.string().min(1).optional(),
      }),
      z.strictObject({
        ...common,
        url: z.url({ protocol: /^https?$/ }),
        headers: z.record(z.string(), z.string()).default({}),
      }),
    ]),
  ),
})

/**
 * Reads and checks the MCP servers file. Every problem is one error naming the file and the place in it;
 * `${NAME}` in `env` and `headers` values is taken from `env` (secrets stay out of the file), and a
 * variable that is not set is an error, never an empty credential. A relative `cwd` (default: the file's
 * folder) is the file's folder's.
 */
export async function loadMcpServersConfig(
  file: string,
  env: Record<string, string | undefined> = process.env,
): Promise<McpServersConfig> {
  const path = resolve(file)
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new McpConfigError(`${path}: ${(error as Error).message}`)
  }
  const parsed = fileSchema.safeParse(json)
  if (!parsed.success)
    throw new McpConfigError(
      `${path}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ')}`,
    )
  const servers = Object.entries(parsed.data.mcpServers).map(([name, entry]): McpServerEntry => {
    const where = `${path}: mcpServers.${name}`
    if (!NAME.test(name))
      throw new McpConfigError(`${where}: a server name is a letter, then up to 31 letters, digits, _ or -`)
    const base = { name, apps: entry.apps, prefix: entry.prefix ?? `${name}_`, only: entry.only }
    if ('command' in entry)
      return {
        ...base,
        transport: 'stdio',
        command: entry.command,
        args: entry.args,
        env: substituted(entry.env, env, `${where}.env`),
        cwd: resolve(dirname(path), entry.cwd ?? '.'),
      }
    return {
      ...base,
      transport: 'http',
      url: new URL(entry.url),
      headers: substituted(entry.headers, env, `${where}.headers`),
    }
  })
  return { file: path, servers }
}

/** A file that cannot be used: the server does not start with half of it. */
export class McpConfigError extends Error {
  override name = 'McpConfigError'
}

function substituted(
  values: Record<string, string>,
  env: Record<string, string | undefined>,
  where: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, variable: string) => {
        const set = env[variable]
        if (set === undefined || set === '')
          throw new McpConfigError(`${where}.${key}: the environment variable ${variable} is not set`)
        return set
      }),
    ]),
  )
}
