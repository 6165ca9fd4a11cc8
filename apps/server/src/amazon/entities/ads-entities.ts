// Every Amazon entity the server reads or writes, described once (entity-description.ts says what a
// description holds). The client (client/entity-calls.ts) calls Amazon from these descriptions and parses
// answers with their schemas; the fake (fake/) serves its routes from the same paths, media types, body
// keys and id fields; callers name an entity by its key ('sp.keywords', 'sb.targets' …).
//
// Adding an entity: write its schema, its types (record, create, update, `archive: true` when Amazon
// archives it by id) and its description in the ad product's file (sp-entities.ts, sb-entities.ts); the
// generic calls `list/create/update/archive` then accept its name. Give the fake its rules for one item
// (fake/<product>-*.ts) and, if plans change it, a driver in modules/plans/shop/shop-entity-drivers.ts.
// Adding an ad product (e.g. Sponsored Display): a new `<product>-entities.ts` with its types and
// descriptions, joined below; a wire style the client does not know yet is one more variant in
// entity-description.ts and one more branch in client/entity-calls.ts.
import type { EntityDescription } from './entity-description';
import { SB_ENTITIES, type SbEntityTypes } from './sb-entities';
import { SP_ENTITIES, type SpEntityTypes } from './sp-entities';

/** Record, create item and update item of every entity, by its name. */
export interface AdsEntityTypes extends SpEntityTypes, SbEntityTypes {}

/** The name of an Amazon entity: `sp.campaigns`, `sb.keywords` … */
export type AdsEntityName = keyof AdsEntityTypes;

/** One record of an entity as Amazon answers it. */
export type EntityRecord<E extends AdsEntityName> = AdsEntityTypes[E]['record'];

/** Entities the server creates. */
export type CreatableEntity = {
  [E in AdsEntityName]: AdsEntityTypes[E] extends { create: unknown } ? E : never;
}[AdsEntityName];

/** Entities the server updates. */
export type UpdatableEntity = {
  [E in AdsEntityName]: AdsEntityTypes[E] extends { update: unknown } ? E : never;
}[AdsEntityName];

/** Entities Amazon archives by id (`POST <path>/delete`); SB v3 entities archive by update instead. */
export type ArchivableEntity = {
  [E in AdsEntityName]: AdsEntityTypes[E] extends { archive: true } ? E : never;
}[AdsEntityName];

/** The item of a create call. */
export type EntityCreate<E extends CreatableEntity> = AdsEntityTypes[E] extends { create: infer C }
  ? C
  : never;

/** The item of an update call. */
export type EntityUpdate<E extends UpdatableEntity> = AdsEntityTypes[E] extends { update: infer U }
  ? U
  : never;

/** Every entity's description, by name. */
export const ADS_ENTITIES: { readonly [E in AdsEntityName]: EntityDescription<EntityRecord<E>> } = {
  ...SP_ENTITIES,
  ...SB_ENTITIES,
};

/** The description of `entity`. */
export function entityDescription<E extends AdsEntityName>(entity: E): EntityDescription<EntityRecord<E>> {
  return ADS_ENTITIES[entity];
}
