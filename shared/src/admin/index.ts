// Public entry of the admin kit (`@agency/shared/admin`): lists, forms, dialogs and
// the rich-text editor. Only the admin remotes import it, so visitors never load it.

import './admin.css';
import './work-protection.css';
import './phone-tables.css';
import './layout/editor-layout.css';

export { createAdminPages, type AdminPages } from './resource/create-admin-pages';
export { DEFAULT_SUBMIT_LABELS, type AdminResource, type ResourceApi, type ListToolsProps } from './resource/admin-resource';
export { contentResourceApi } from './resource/content-resource-api';
export { contentResourceBasics, declaredPages, declaredResource, imageKindOf, type DeclaredEntry } from './resource/declared-resource';
export { openingMessageOf, publicationOf, ResourceEditPage, versionOf } from './resource/resource-form-page';
export { ConflictReview } from './conflict/conflict-review';
export { useDraftKey } from './protect/use-draft-key';

export { HistoryPanel, type HistoryPanelProps } from './history/history-panel';

export { AdminPage } from './layout/admin-page';
export { vitalRatingClass } from './insight/vital-rating';
export { Icon } from './layout/icon';

export { ResourceList } from './list/resource-list';
export { AdminTable, type AdminTableProps } from './list/admin-table';
export { UndoToast, type UndoToastProps } from './list/undo-toast';
export { useListQuery } from './list/use-list-query';
export { stateColumn, StateBadge } from './list/state-column';
export { StateFilter } from './list/state-filter';
export { DateFilter, type DateRange } from './list/date-filter';
export { Pagination } from './list/pagination';
export { addedColumn } from './list/date-column';
export { formatDateTime, siteTimeZone } from './format/date-time';
export { imageColumn, textColumn, plainTextColumn, priceColumn, sortable, type Column } from './list/columns';

export { ConfirmDialog } from './dialog/confirm-dialog';
export { useDeleteDialog } from './dialog/use-delete-dialog';

export { ResourceForm, type SubmitOutcome } from './form/resource-form';
export type { PreviewAction } from './form/preview-button';
export { FormField } from './form/form-field';
export { useResourceSubmit, failureMessage } from './form/use-resource-submit';
export { buildRequestBody } from './form/request-body';
export { blankValues, valuesOf } from './form/form-values';
export { IMAGE_ALT, IMAGE_ALTS, options, type FieldDef, type FormValues } from './form/field-types';
export { publicationFieldDefs } from './form/publication-fields';
export { galleryField, singleImageField } from './form/picture-fields';
export { publishButtons, stateForIntent, withIntent, type SaveIntent } from './form/publish-actions';
export { publicationOutcome, statusText, type PublicationSetup } from './form/publication-status';
export { isDue, keepsDueSchedule, wentLiveOnly } from './form/scheduled-go-live';
export { contentFormFields, modelFieldDef, modelFormFields, type InputExtras } from './form/model-fields';

export { MediaUploadForm } from './media/media-upload-form';
export { isEntryImage, mediaImageUrl, mediaItemUrl } from './media/media-url';
export { MediaPickerDialog } from './media/media-picker-dialog';
export { RichTextEditor } from './rich-text/rich-text-editor';
export type { ToolbarPreset } from './rich-text/toolbar-config';

export { SeoStudio, type SeoStudioProps } from './seo/seo-studio';
export { SeoFieldset, type SeoFieldsetProps } from './seo/seo-fieldset';
export { seoFieldDefs, type SeoFieldDefsOptions } from './seo/seo-field-defs';
export { useSeoSnapshot, type SeoSnapshot, type SeoSnapshotOptions } from './seo/use-seo-snapshot';
export { SearchResultPreview, type SearchResultPreviewProps } from './seo/search-result-preview';
export { SocialCardPreview, type SocialCardPreviewProps } from './seo/social-card-preview';
export { ContentAnalysisPanel, type ContentAnalysisPanelProps } from './seo/content-analysis-panel';
export { VerdictBadge } from './seo/verdict-badge';
export { downloadFile } from './download-file';
export { contentWritePermissions, usePermission, type PermissionCheck } from './permissions/use-permission';
