// The dialogs the editor opens: link (new or edited), image, video or audio address,
// the media library (to insert or replace a picture) and an inline image's alt text.

import { isAllowedLink } from '@agency/shared/contract';
import { editorMessages } from '@agency/shared/contract/messages';
import type { MediaItem } from '@agency/shared/contract';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { ImageAltDialog } from './image-toolbar';
import { isSitePath, withScheme } from './link-commands';
import type { MediaControl } from './toolbar-config';
import { UrlDialog } from './url-dialog';

const MEDIA_URL = /^https?:\/\//i;
// A link goes to a web page, an e-mail or phone address, or a page of this site (a path, as the site search inserts).
const checkLink = (url: string) => (isAllowedLink(url) || isSitePath(url) ? undefined : editorMessages.linkNotAllowed);
const checkMedia = (url: string) => (MEDIA_URL.test(url) ? undefined : editorMessages.mediaUrlNotAllowed);

export type UrlControl = Exclude<MediaControl, 'library'>;
export type EditorDialog = MediaControl | 'edit-link' | 'replace-image' | 'image-alt';

const DIALOGS: Record<
  UrlControl,
  { title: string; textLabel?: string; submitLabel: string; validate: (url: string) => string | undefined }
> = {
  link: { title: 'Insert link', textLabel: 'Link text (when nothing is selected)', submitLabel: 'Insert link', validate: checkLink },
  image: { title: 'Insert image', textLabel: 'Image description (alt text)', submitLabel: 'Insert image', validate: checkMedia },
  video: { title: 'Insert video', submitLabel: 'Insert video', validate: checkMedia },
  audio: { title: 'Insert audio', submitLabel: 'Insert audio', validate: checkMedia },
};

export interface EditorDialogsProps {
  dialog: EditorDialog | null;
  /** The link at the cursor (editing it), and the selected image (its alt text). */
  link: { url: string; newTab: boolean } | null;
  imageAlt: string;
  onCancel: () => void;
  onUrl: (control: UrlControl | 'edit-link', url: string, text: string, newTab: boolean) => void;
  onLibrary: (item: MediaItem, purpose: 'insert' | 'replace') => void;
  onAlt: (alt: string) => void;
}

export function EditorDialogs({ dialog, link, imageAlt, onCancel, onUrl, onLibrary, onAlt }: EditorDialogsProps) {
  if (!dialog) return null;
  if (dialog === 'library' || dialog === 'replace-image') {
    return (
      <MediaPickerDialog
        libraryCopies
        onCancel={onCancel}
        onPick={(item) => onLibrary(item, dialog === 'library' ? 'insert' : 'replace')}
      />
    );
  }
  if (dialog === 'image-alt') return <ImageAltDialog alt={imageAlt} onCancel={onCancel} onSave={onAlt} />;
  if (dialog === 'edit-link') {
    return (
      <UrlDialog
        title="Edit link"
        submitLabel="Save link"
        validate={checkLink}
        normalize={withScheme}
        initialUrl={link?.url ?? ''}
        initialNewTab={link?.newTab ?? false}
        searchSite
        onCancel={onCancel}
        onSubmit={(url, text, newTab) => onUrl('edit-link', url, text, newTab)}
      />
    );
  }
  const isLink = dialog === 'link';
  return (
    <UrlDialog
      {...DIALOGS[dialog]}
      normalize={isLink ? withScheme : undefined}
      initialNewTab={isLink ? false : undefined}
      searchSite={isLink}
      onCancel={onCancel}
      onSubmit={(url, text, newTab) => onUrl(dialog, url, text, newTab)}
    />
  );
}
