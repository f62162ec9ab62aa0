// Where a search hit leads (its area's edit screen) and the area it belongs to.

import { adminArea, editPath, type SearchHit } from '@agency/shared/contract';

export const hitPath = (hit: SearchHit): string => editPath(adminArea(hit.resource), hit._id);

export const hitAreaLabel = (hit: SearchHit): string => adminArea(hit.resource).label;
