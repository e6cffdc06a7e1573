import type { ChainModule, ProjectDocument } from '../chain/chain.ts'

/** The first module of a role: its type, and its shelf/filter type when the role names one. */
export function moduleOfRole(
  project: ProjectDocument,
  role: { type: string; subtype?: string },
): ChainModule | undefined {
  return project.chain.modules.find(
    (module) =>
      module.type === role.type && (role.subtype === undefined || module.params.type === role.subtype),
  )
}
