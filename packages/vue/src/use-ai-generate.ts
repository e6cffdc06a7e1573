import type { Client } from '@mindwire/client'
import { type MaybeRefOrGetter, toValue } from 'vue'
import { useCopilotClient } from './copilot-client.ts'
import { projectPath, type StudioArtifact } from './use-ai-auto-tune.ts'
import { useRequest } from './use-request.ts'

/** What XiForge generates from: a module's name, kind, parameters (the studio validates it). */
export interface ModuleDef {
  name: string
  kind?: string
  description?: string
  params?: Record<string, unknown>[]
  sampleRate?: number
}

export interface GenerateRequest {
  moduleDef: ModuleDef
  prompt?: string
  /** Existing code to write tests for, instead of a new module. */
  code?: string
}

export interface UseAIGenerateOptions {
  client?: Client
  projectId: MaybeRefOrGetter<string>
}

/**
 * XiForge code generation (seed 000 §6.2) as refs: `generate` posts a module definition; the answer is
 * the kept artifact (code, tests, compile and test results in `data`).
 */
export function useAIGenerate(options: UseAIGenerateOptions) {
  const client = useCopilotClient(options.client)
  const request = useRequest<StudioArtifact>()
  return {
    artifact: request.data,
    generating: request.loading,
    error: request.error,
    generate: (body: GenerateRequest) =>
      request.run((signal) =>
        client.request<StudioArtifact>('POST', projectPath(toValue(options.projectId), 'generated-code'), {
          body,
          signal,
        }),
      ),
  }
}
