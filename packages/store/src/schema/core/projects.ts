import { sql } from 'drizzle-orm'
import { check, foreignKey, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import type { ProjectActor } from '../../project-types.ts'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz } from '../columns.ts'

/**
 * A tenant's versioned projects (the tuning studio's signal chains, for one). The document belongs to
 * the domain; the store keeps it whole and never looks inside. `revision` is the latest revision's
 * number, read and raised under the row's lock so concurrent commits queue instead of overwriting.
 */
export const projects = pgTable(
  'projects',
  {
    tenantId: text('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    app: text('app').notNull(),
    name: text('name').notNull(),
    document: jsonb<JSONValueLike>('document').notNull(),
    revision: integer('revision').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('projects_tenant_app_updated_idx').on(t.tenantId, t.app, t.updatedAt.desc()),
  ],
)

/**
 * Every change of a project, with the whole document after it: undo restores a stored document instead
 * of inverting a change the store cannot read. The changes of one agent turn share a batch id, and
 * `undone_by` names the undo batch that reverted a revision.
 */
export const projectRevisions = pgTable(
  'project_revisions',
  {
    tenantId: text('tenant_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /** 1 is the creation. */
    revision: integer('revision').notNull(),
    batchId: uuid('batch_id').notNull(),
    actor: text('actor').$type<ProjectActor>().notNull(),
    sessionId: uuid('session_id'),
    summary: text('summary').notNull(),
    document: jsonb<JSONValueLike>('document').notNull(),
    undoneBy: uuid('undone_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.revision] }),
    foreignKey({
      name: 'project_revisions_project_fk',
      columns: [t.tenantId, t.projectId],
      foreignColumns: [projects.tenantId, projects.id],
    }).onDelete('cascade'),
    index('project_revisions_batch_idx').on(t.tenantId, t.projectId, t.batchId),
    check('project_revisions_actor_check', sql`actor in ('person', 'agent', 'undo')`),
    check('project_revisions_revision_check', sql`revision >= 1`),
  ],
)
