import pino from 'pino'

/** pino, pretty-printed on a terminal and JSON lines otherwise; MINDWIRE_LOG_LEVEL sets the level. */
export function createLogger(): pino.Logger {
  const level = process.env.MINDWIRE_LOG_LEVEL ?? 'info'
  if (!process.stdout.isTTY) return pino({ level })
  return pino({
    level,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  })
}
