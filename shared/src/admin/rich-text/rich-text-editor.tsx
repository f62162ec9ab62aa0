// The one rich-text editor of the admin (draft-js): its own toolbar, HTML in and out.
// `value` is HTML; the editor re-reads it only when it changes from outside
// (loading an entry, a form reset), never while staff type.

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Editor, EditorState, RichUtils, getDefaultKeyBinding, type ContentBlock, type DraftHandleValue } from 'draft-js';
import 'draft-js/dist/Draft.css';
import { isAllowedLink } from '@agency/shared/contract';
import { editorMessages } from '@agency/shared/contract/messages';
import { renderAtomicBlock } from './atomic-media';
import { EditorToolbar } from './editor-toolbar';
import { addLink, currentBlock, indent, insertMedia } from './editor-commands';
import { editorStateToHtml, htmlToEditorState } from './html-conversion';
import { blockClassOf, styleOfInlineStyles } from './inline-style';
import { ENTITY, embedUrlOf } from './media-entities';
import type { MediaControl, ToolbarPreset } from './toolbar-config';
import { UrlDialog } from './url-dialog';
import { linkDecorator } from './link-decorator';
import { changeLink, linkAtCursor, removeLink, type LinkAtCursor } from './link-commands';
import { LinkPopover } from './link-popover';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { mediaImageUrl } from '../media/media-url';

export interface RichTextEditorProps {
  /** Visible label; also names the toolbar. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  preset?: ToolbarPreset;
  /** id of an error or hint read with the editor. */
  describedBy?: string;
  invalid?: boolean;
}

const MEDIA_URL = /^https?:\/\//i;
const checkLink = (url: string) => (isAllowedLink(url) ? undefined : editorMessages.linkNotAllowed);
const checkMedia = (url: string) => (MEDIA_URL.test(url) ? undefined : editorMessages.mediaUrlNotAllowed);

/** The editor state of `html`, with links shown as links. */
const editorStateOf = (html: string): EditorState => EditorState.set(htmlToEditorState(html), { decorator: linkDecorator });

const DIALOGS: Record<
  Exclude<MediaControl, 'library'>,
  { title: string; textLabel?: string; submitLabel: string; validate: (url: string) => string | undefined }
> = {
  link: { title: 'Insert link', textLabel: 'Link text (when nothing is selected)', submitLabel: 'Insert link', validate: checkLink },
  image: { title: 'Insert image', textLabel: 'Image description (alt text)', submitLabel: 'Insert image', validate: checkMedia },
  video: { title: 'Insert video', submitLabel: 'Insert video', validate: checkMedia },
  audio: { title: 'Insert audio', submitLabel: 'Insert audio', validate: checkMedia },
};

export function RichTextEditor({ label, value, onChange, onBlur, preset = 'standard', describedBy, invalid }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useRef<Editor>(null);
  const [state, setState] = useState(() => editorStateOf(value));
  const [dialog, setDialog] = useState<MediaControl | 'edit-link' | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [linkPosition, setLinkPosition] = useState<{ top: number; left: number } | null>(null);
  const link: LinkAtCursor | null = focusWithin ? linkAtCursor(state) : null;
  // HTML this editor sent up that has not come back as `value` yet. The form echoes
  // each one later, possibly several keystrokes behind: an echo is not an outside change.
  const pending = useRef<string[]>([]);
  const known = useRef(value);

  useEffect(() => {
    const echoed = pending.current.indexOf(value);
    if (echoed >= 0) {
      pending.current = pending.current.slice(echoed + 1);
      return;
    }
    if (value !== known.current) {
      // A loaded entry or a reset form.
      pending.current = [];
      known.current = value;
      setState(editorStateOf(value));
    }
  }, [value]);

  // The editable surface itself says when the field is invalid (read with it, marked red).
  useEffect(() => {
    const surface = frame.current?.querySelector('[contenteditable="true"]');
    if (invalid) surface?.setAttribute('aria-invalid', 'true');
    else surface?.removeAttribute('aria-invalid');
  }, [invalid]);

  // The link popover sits under the link the cursor is in.
  const linkKey = link ? `${link.blockKey}:${link.start}` : '';
  useEffect(() => {
    if (!linkKey || !frame.current) {
      setLinkPosition(null);
      return;
    }
    const range = window.getSelection()?.rangeCount ? window.getSelection()!.getRangeAt(0) : null;
    const box = range?.getBoundingClientRect?.();
    const outer = frame.current.getBoundingClientRect();
    setLinkPosition(
      box && box.height > 0
        ? { top: box.bottom - outer.top + 6, left: Math.max(0, Math.min(box.left - outer.left, outer.width - 320)) }
        : null,
    );
  }, [linkKey]);

  const update = (next: EditorState) => {
    const contentChanged = next.getCurrentContent() !== state.getCurrentContent();
    setState(next);
    if (contentChanged) {
      const html = editorStateToHtml(next);
      if (html !== known.current) {
        known.current = html;
        pending.current.push(html);
        onChange(html);
      }
    }
  };

  // Return in an empty list item ends the list, as in every word processor.
  const handleReturn = (_event: KeyboardEvent, current: EditorState): DraftHandleValue => {
    const block = currentBlock(current);
    if (!block.getType().endsWith('list-item') || block.getLength() > 0) return 'not-handled';
    update(RichUtils.toggleBlockType(current, block.getType()));
    return 'handled';
  };

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return 'not-handled';
    update(next);
    return 'handled';
  };

  // Tab nests list items; elsewhere it leaves the editor as usual.
  const keyBinding = (event: KeyboardEvent) => {
    if (event.key === 'Tab' && RichUtils.getCurrentBlockType(state).endsWith('list-item')) {
      event.preventDefault();
      update(indent(state, event.shiftKey ? -1 : 1));
      return null;
    }
    return getDefaultKeyBinding(event);
  };

  const insert = (control: Exclude<MediaControl, 'library'> | 'edit-link', url: string, text: string) => {
    setDialog(null);
    if (control === 'edit-link') {
      const current = linkAtCursor(state);
      if (current) update(changeLink(state, current, url));
    }
    if (control === 'link') update(addLink(state, url, text));
    if (control === 'image') update(insertMedia(state, ENTITY.image, { src: url, alt: text.trim() }));
    if (control === 'audio') update(insertMedia(state, ENTITY.audio, { src: url }));
    if (control === 'video') {
      const embed = embedUrlOf(url);
      update(
        embed
          ? insertMedia(state, ENTITY.embed, { src: embed, width: '560', height: '315' })
          : insertMedia(state, ENTITY.video, { src: url }),
      );
    }
    setTimeout(() => editor.current?.focus(), 0);
  };

  return (
    <div
      ref={frame}
      className={`rich-editor${invalid ? ' rich-editor--invalid' : ''}`}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      {/* A click on the label or around the text puts the cursor in the editor, which the keyboard reaches by Tab. */}
      <span id={labelId} className="rich-editor__label" role="presentation" onClick={() => editor.current?.focus()}>
        {label}
      </span>
      <EditorToolbar editorState={state} onChange={update} preset={preset} onMedia={setDialog} label={label} />
      <div className="rich-editor__surface" role="presentation" onClick={() => editor.current?.focus()}>
        <Editor
          ref={editor}
          editorState={state}
          onChange={update}
          onBlur={onBlur}
          handleKeyCommand={handleKeyCommand}
          handleReturn={handleReturn}
          keyBindingFn={keyBinding}
          blockRendererFn={renderAtomicBlock}
          blockStyleFn={(block: ContentBlock) => blockClassOf(block.getData().get('margin-left') as string | undefined) ?? ''}
          customStyleFn={styleOfInlineStyles}
          ariaLabelledBy={labelId}
          ariaDescribedBy={describedBy}
          ariaMultiline
          // Explicit, so the scrolling surface around it counts as reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          spellCheck
          stripPastedStyles={false}
        />
      </div>
      {link ? (
        <LinkPopover
          link={link}
          position={linkPosition}
          onEdit={() => setDialog('edit-link')}
          onRemove={() => {
            update(removeLink(state, link));
            editor.current?.focus();
          }}
        />
      ) : null}
      {dialog === 'library' ? (
        <MediaPickerDialog
          onCancel={() => setDialog(null)}
          onPick={(item) => {
            setDialog(null);
            update(insertMedia(state, ENTITY.image, { src: mediaImageUrl(item.file), alt: item.alt }));
            setTimeout(() => editor.current?.focus(), 0);
          }}
        />
      ) : dialog === 'edit-link' ? (
        <UrlDialog
          title="Edit link"
          submitLabel="Save link"
          validate={checkLink}
          initialUrl={linkAtCursor(state)?.url ?? ''}
          onCancel={() => setDialog(null)}
          onSubmit={(url, text) => insert('edit-link', url, text)}
        />
      ) : dialog ? (
        <UrlDialog {...DIALOGS[dialog]} onCancel={() => setDialog(null)} onSubmit={(url, text) => insert(dialog, url, text)} />
      ) : null}
    </div>
  );
}
