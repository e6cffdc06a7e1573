import type { Tracer } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'

/** A tracer whose spans go to an OTLP collector, and how to flush and stop it. */
export interface OtlpTracing {
  tracer: Tracer
  /** Sends what is buffered now. */
  flush(): Promise<void>
  shutdown(): Promise<void>
}

/**
 * Tracing over OTLP/HTTP when the standard variables name a collector (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`,
 * or `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`); off (undefined) otherwise, and with `OTEL_SDK_DISABLED=true`.
 */
export function otlpTracing(env: Record<string, string | undefined> = process.env): OtlpTracing | undefined {
  if (env.OTEL_SDK_DISABLED === 'true') return undefined
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '')
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base ? `${base}/v1/traces` : undefined)
  if (!url) return undefined
  const provider = new TracerProvider({
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url }) })],
  })
  return {
    tracer: provider.getTracer('mindwire'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  }
}
