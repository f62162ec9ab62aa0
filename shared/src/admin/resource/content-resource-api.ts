// The hooks an admin screen of a content resource uses, from the resource's key: its list
// page from the public reads (@agency/shared/api), the editor's read and the writes from the
// staff calls (@agency/shared/staff-api). Both are derived from CONTENT_RESOURCES, so a
// resource is named once, not once per hook.

import type { ContentEntities, ContentResourceKey } from '@agency/shared/contract';
import { contentReads, type ContentReadHooks } from '@agency/shared/api';
import { contentEdits, type ContentEditHooks } from '@agency/shared/staff-api';
import type { ResourceApi } from './admin-resource';

type ContentResourceHooks<K extends ContentResourceKey> = Pick<ContentReadHooks<K>, 'usePage'> & ContentEditHooks<K>;

// Each resource's hooks fit the kit's ResourceApi of its own entity: checked per key here,
// since indexing by a generic key below loses that.
type EveryResourceFits = { [K in ContentResourceKey]: ContentResourceHooks<K> } extends {
  [K in ContentResourceKey]: ResourceApi<ContentEntities[K]>;
}
  ? true
  : never;
const everyResourceFits: EveryResourceFits = true;
void everyResourceFits;

export const contentResourceApi = <K extends ContentResourceKey>(key: K): ResourceApi<ContentEntities[K]> =>
  ({ usePage: contentReads[key].usePage, ...contentEdits[key] }) as ResourceApi<ContentEntities[K]>;
