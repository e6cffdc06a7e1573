import { sql } from 'drizzle-orm'
import { check, foreignKey, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import type { ProjectArtifactKind } from '../../project-artifact-types.ts'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'
import { projects } from './projects.ts'

/**
 * What the tuning studio produces for a project besides changes to its document: measurements, test runs
 * and generated code. Each is written once and read back whole; `data` belongs to the domain, and the
 * store never looks inside. They go with their project (ON DELETE CASCADE).
 */
export const projectArtifacts = pgTable(
  'project_artifacts',
  {
    tenantId: text('tenant_id').notNull(),
    projectId: uuid('project_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<ProjectArtifactKind>().notNull(),
    title: text('title').notNull(),
    sessionId: uuid('session_id'),
    data: jsonb<JSONValueLike>('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.id] }),
    foreignKey({
      name: 'project_artifacts_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    index('project_artifacts_kind_created_idx').on(t.tenantId, t.projectId, t.kind, t.createdAt.desc()),
    check(
      'project_artifacts_kind_check',
      sql`kind in ('measurement', 'test-run', 'generated-code', 'tuning-ui')`,
    ),
  ],
)
