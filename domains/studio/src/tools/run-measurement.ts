import { randomUUID } from 'node:crypto'
import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { SEATS } from '../cabin/vehicle-models.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { measurementSpectrum, measureProject, thirdOctavePoints } from '../xitune/measure-project.ts'
import { toolFailure } from './tool-failure.ts'

export const RUN_MEASUREMENT = 'run-measurement'

/**
 * run-measurement (seed 000 §4.3, XiTune): plays the project's chain in its simulated vehicle and records
 * at a seat. Returns the curve (1/3 octave), how far it is from the target, the peaks and dips found in
 * it, auto-tune's proposal as suggested calls, and the curve as a `spectrum` part.
 */
export const runMeasurementTool: Tool<StudioState> = defineTool({
  name: RUN_MEASUREMENT,
  description:
    'Runs an XiTune measurement of the project at a seat (position driver, passenger or rear) with a sweep or pink noise. Returns the measured curve, max deviation from the target in 100 Hz–10 kHz, findings (peaks/dips with frequency and dB), and suggestions: the update-link/update-param calls auto-tune proposes to reach the target (apply them, then measure again).',
  parameters: z.object({
    sessionId: z.string().max(80).optional().describe('the session (defaults to this one)'),
    projectId: z.string().max(80).optional().describe('the project (defaults to this session’s)'),
    position: z.enum(SEATS).default('driver'),
    signalType: z.enum(['sweep', 'pink']).default('sweep'),
  }),
  execute: ({ projectId, sessionId, position, signalType }, { state, scope }) => {
    const studio = studioOf(state)
    if (projectId && projectId !== studio.projectId)
      throw toolFailure(
        'unknown_project',
        `this session works on project ${studio.projectId}; measure that one or open the other project`,
      )
    if (sessionId && scope?.sessionId && sessionId !== scope.sessionId)
      throw toolFailure('unknown_session', 'run-measurement measures for the current session only')
    // Each measurement of a turn gets fresh noise, as a real repeated measurement would.
    const seed = studio.revision * 1000 + studio.artifacts.length
    const measurement = measureProject(studio.document, position, signalType, seed)
    const id = randomUUID()
    studio.artifacts.push({
      id,
      kind: 'measurement',
      title: `${position} ${signalType}: max deviation ${measurement.summary.maxDeviationDb} dB`,
      data: {
        position,
        signalType,
        vehicleModel: measurement.vehicleModel,
        targetCurve: measurement.targetCurve,
        summary: measurement.summary,
        findings: measurement.findings,
        frequencies: Array.from(measurement.curve.frequencies, (f) => Math.round(f * 10) / 10),
        magnitudeDb: Array.from(measurement.curve.magnitudeDb, (db) => Math.round(db * 100) / 100),
        targetDb: Array.from(measurement.target.magnitudeDb, (db) => Math.round(db * 100) / 100),
      },
    })
    return {
      measurementId: id,
      position,
      signalType,
      vehicleModel: measurement.vehicleModel,
      targetCurve: measurement.targetCurve,
      summary: measurement.summary,
      findings: measurement.findings.map(({ kind, frequencyHz, deviationDb, text }) => ({
        kind,
        frequencyHz: Math.round(frequencyHz),
        deviationDb: Math.round(deviationDb * 10) / 10,
        text,
      })),
      curve: thirdOctavePoints(measurement.curve),
      suggestions: measurement.suggestions,
      spectrum: measurementSpectrum(measurement),
    }
  },
})
