// The wire facts of an entity that writes by 207 multi-status (SP v3, SB v4), in the form the fake serves
// them: one place derives both the client's calls and the fake's routes from the entity's description.
import type { EntityDescription } from './entity-description';

/** What the fake needs to serve a 207 entity's routes. */
export interface MultiStatusWireFacts {
  /** Update, list (`/list`) and archive (`/delete`) path. */
  path: string;
  /** Create path (SB v4 video ads: `/sb/v4/ads/video`). */
  createPath: string;
  mediaType: string;
  bodyKey: string;
  idField: string;
  /** Key of the echoed record in a 207 success item. */
  recordKey: string;
  /**
   * Key the fake answers a new id under: the first alternate where Amazon's answers name it differently
   * from the record (SP negative targeting clauses), so the client's reading of alternates stays tested.
   */
  successIdKey: string;
  /** Filters a list or delete call may name the entity's own ids with (Amazon's and the record's name). */
  idFilterKeys: string[];
}

/** The 207 wire facts of `description`; an entity written another way is a programming error. */
export function multiStatusWireFacts(
  description: Pick<
    EntityDescription<unknown>,
    'name' | 'path' | 'mediaType' | 'idField' | 'write' | 'archive'
  >,
): MultiStatusWireFacts {
  const write = description.write;
  if (write?.style !== 'multiStatus') {
    throw new Error(`${description.name} does not write by 207 multi-status`);
  }
  const ownFilter = description.archive?.idFilter ?? `${description.idField}Filter`;
  return {
    path: description.path,
    createPath: write.createPath ?? description.path,
    mediaType: description.mediaType,
    bodyKey: write.bodyKey,
    idField: description.idField,
    recordKey: write.success.recordKey,
    successIdKey: write.success.alternateIdKeys?.[0] ?? write.success.idKey,
    idFilterKeys: [...new Set([ownFilter, `${description.idField}Filter`])],
  };
}
