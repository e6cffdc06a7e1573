import type { ServerContext } from '@mindwire/server'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SEAT_NAMES, SEATS, VEHICLE_MODELS } from '../cabin/vehicle-models.ts'
import { enumLabel, MODULES, paramLabel } from '../catalogue/index.ts'
import { TARGET_CURVE_NAMES, TARGET_CURVES } from '../measurement/index.ts'
import type { Learn } from '../memory/learn.ts'
import { VEHICLE_SIGNALS } from '../signals/index.ts'
import { TEST_SUITES } from '../test-suites/suites.ts'
import { errors } from './api-schemas.ts'
import { artifactRoutes } from './artifact-routes.ts'

const TAGS = ['studio']

/**
 * What the studio apps read to draw themselves (the XiAlgo catalogue, vehicle signals, simulated vehicles
 * and seats, target curves, test suites), and the XiTune / XiTest / XiForge routes of a project.
 */
export function xiRoutes(app: FastifyInstance, context: ServerContext, learn: Learn): void {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/api/studio/catalogue',
    {
      schema: {
        tags: TAGS,
        summary: 'The XiAlgo module catalogue: every module type with its typed parameters and document id',
        response: { 200: z.object({ modules: z.array(z.record(z.string(), z.unknown())) }), ...errors },
      },
    },
    // Each parameter with its label in both languages, so a page names it as the replies do (issue 43).
    async () => ({
      modules: MODULES.map((definition) => ({
        ...definition,
        params: definition.params.map((param) => ({
          ...param,
          label: paramLabel(param.key, false),
          labelZh: paramLabel(param.key, true),
          // An enum's choices in both languages, in the order of `values` (the value stays what is stored).
          ...(param.type === 'enum' && {
            valueLabels: param.values.map((value) => enumLabel(value, false)),
            valueLabelsZh: param.values.map((value) => enumLabel(value, true)),
          }),
        })),
      })),
    }),
  )

  api.get(
    '/api/studio/signals',
    {
      schema: {
        tags: TAGS,
        summary: 'Vehicle signals a parameter can be bound to (bind-param-to-signal)',
        response: { 200: z.object({ signals: z.array(z.record(z.string(), z.unknown())) }), ...errors },
      },
    },
    async () => ({ signals: VEHICLE_SIGNALS.map((signal) => ({ ...signal })) }),
  )

  api.get(
    '/api/studio/environment',
    {
      schema: {
        tags: TAGS,
        summary: 'Simulated vehicles and seats XiTune measures, target curves and XiTest suites',
        response: {
          200: z.object({
            vehicles: z.array(z.object({ id: z.string(), name: z.string(), nameZh: z.string() })),
            seats: z.array(z.object({ id: z.string(), name: z.string(), nameZh: z.string() })),
            targetCurves: z.array(z.object({ id: z.string(), name: z.string(), nameZh: z.string() })),
            suites: z.array(
              z.object({
                id: z.string(),
                title: z.string(),
                titleZh: z.string(),
                cases: z.array(z.string()),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async () => ({
      vehicles: VEHICLE_MODELS.map(({ id, name, nameZh }) => ({ id, name, nameZh })),
      seats: SEATS.map((id) => ({ id, ...SEAT_NAMES[id] })),
      targetCurves: TARGET_CURVES.map((id) => ({ id, ...TARGET_CURVE_NAMES[id] })),
      suites: TEST_SUITES.map((suite) => ({
        id: suite.id,
        title: suite.title,
        titleZh: suite.titleZh,
        cases: suite.cases.map((testCase) => testCase.name),
      })),
    }),
  )

  artifactRoutes(app, context, learn)
}
