// Where a search hit leads (its area's edit screen) and the area it belongs to.

import { adminArea, contactDetailPath, editPath, type SearchHit } from '@agency/shared/contract';

/** A content entry opens in its editor; a contact message in its detail view. */
export const hitPath = (hit: SearchHit): string =>
  hit.resource === 'contact' ? contactDetailPath(hit._id) : editPath(adminArea(hit.resource), hit._id);

export const hitAreaLabel = (hit: SearchHit): string => adminArea(hit.resource).label;
