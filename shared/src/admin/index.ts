// Public entry of the admin kit (`@agency/shared/admin`): lists, forms, dialogs and
// the rich-text editor. Only the admin remotes import it, so visitors never load it.

import './admin.css';

export { createAdminPages, type AdminPages } from './resource/create-admin-pages';
export { DEFAULT_SUBMIT_LABELS, type AdminResource, type ResourceApi, type ListToolsProps } from './resource/admin-resource';
export { ResourceListPage } from './resource/resource-list-page';
export { ResourceAddPage, ResourceEditPage } from './resource/resource-form-page';

export { AdminPage, type AdminPageProps } from './layout/admin-page';
export { Icon, type IconName } from './layout/icon';

export { ResourceList, type ResourceListProps } from './list/resource-list';
export { Pagination, type PaginationProps } from './list/pagination';
export { usePagination, pageCountOf } from './list/use-pagination';
export { RowActions, type RowActionsProps } from './list/row-actions';
export { imageColumn, textColumn, plainTextColumn, priceColumn, formatPrice, type Column } from './list/columns';

export { ModalDialog, type ModalDialogProps } from './dialog/modal-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/confirm-dialog';
export { useDeleteDialog, type DeleteDialogState, type UseDeleteDialogOptions } from './dialog/use-delete-dialog';

export { ResourceForm, type ResourceFormProps, type SubmitLabels, type SubmitOutcome } from './form/resource-form';
export { FormField } from './form/form-field';
export { PublishPanel } from './form/publish-panel';
export { useResourceSubmit, failureMessage, type MessageDurations, type UseResourceSubmitOptions } from './form/use-resource-submit';
export { buildRequestBody, type BodyOptions } from './form/request-body';
export { blankValues, valuesOf, blankFeature } from './form/form-values';
export { options, type FieldDef, type FieldKind, type FormValues, type ImageValue, type Option } from './form/field-types';

export { RichTextEditor, type RichTextEditorProps } from './rich-text/rich-text-editor';
export { htmlToEditorState, editorStateToHtml } from './rich-text/html-conversion';
export type { ToolbarPreset } from './rich-text/toolbar-config';

export { SeoStudio, type SeoStudioProps } from './seo/seo-studio';
export { SeoFieldset, type SeoFieldsetProps } from './seo/seo-fieldset';
export { seoFieldDefs, type SeoFieldDefsOptions } from './seo/seo-field-defs';
export { useSeoSnapshot, type SeoSnapshot, type SeoSnapshotOptions } from './seo/use-seo-snapshot';
export { SearchResultPreview, type SearchResultPreviewProps } from './seo/search-result-preview';
export { SocialCardPreview, type SocialCardPreviewProps } from './seo/social-card-preview';
export { ContentAnalysisPanel, type ContentAnalysisPanelProps } from './seo/content-analysis-panel';
export { VerdictBadge } from './seo/verdict-badge';
