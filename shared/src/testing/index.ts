// Test helpers for every React package (never imported by production code).

export { renderWithStore, type RenderOptions } from './render-with-store';
export { mockApi, apiUrl, http, HttpResponse } from './api-server';
export { pagedListReply, type PagedListOptions } from './paged-list';
export { altTextBox, uploadPicture } from './upload-picture';
export {
  editBesideNewField,
  NEW_FIELD,
  newFieldApi,
  newFieldLabel,
  STORED_TAGLINE,
  storedEntryOf,
  type NewFieldProbe,
} from './new-field-probe';
