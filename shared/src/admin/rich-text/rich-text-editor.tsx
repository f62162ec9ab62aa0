// The one rich-text editor of the admin (draft-js): its own toolbar, HTML in and out.
// `value` is HTML; the editor re-reads it only when it changes from outside
// (loading an entry, a form reset), never while staff type.

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  Editor,
  EditorState,
  RichUtils,
  getDefaultKeyBinding,
  type ContentBlock,
  type DraftHandleValue,
  type SelectionState,
} from 'draft-js';
import 'draft-js/dist/Draft.css';
import type { MediaItem } from '@agency/shared/contract';
import { atomicRenderer } from './atomic-media';
import { EditorToolbar } from './editor-toolbar';
import { addLink, currentBlock, indent, paragraphAfterHeading } from './editor-commands';
import { EditorDialogs, type EditorDialog, type UrlControl } from './editor-dialogs';
import { editorStateToHtml, htmlToEditorState } from './html-conversion';
import { changeImage, imageBeforeCaret, imageOf, insertMediaAtCaret, atCaret, removeBlock } from './image-commands';
import { ImageToolbar } from './image-toolbar';
import { blockClassOf, styleOfInlineStyles } from './inline-style';
import { ENTITY, embedUrlOf } from './media-entities';
import type { ToolbarPreset } from './toolbar-config';
import { linkDecorator } from './link-decorator';
import { changeLink, linkAtCursor, removeLink, type LinkAtCursor } from './link-commands';
import { LinkPopover } from './link-popover';
import { reconcileChange, selectionIn } from './stale-change';
import { mediaImageUrl } from '../media/media-url';
import './rich-media.css';

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

/** The editor state of `html`, with links shown as links. */
const editorStateOf = (html: string): EditorState => EditorState.set(htmlToEditorState(html), { decorator: linkDecorator });

export function RichTextEditor({ label, value, onChange, onBlur, preset = 'standard', describedBy, invalid }: RichTextEditorProps) {
  const labelId = useId();
  const editor = useRef<Editor>(null);
  const [state, setState] = useState(() => editorStateOf(value));
  // The newest state, for what finishes after this render (an upload, a dialog closing).
  const latest = useRef(state);
  // Where staff left the caret: inserts land there, and it comes back after a dialog.
  const caret = useRef<SelectionState | null>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [selectedImage, setSelectedImage] = useState<string | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const [linkPosition, setLinkPosition] = useState<{ top: number; left: number } | null>(null);
  const link: LinkAtCursor | null = focusWithin ? linkAtCursor(state) : null;
  const image = selectedImage ? imageOf(state.getCurrentContent(), selectedImage) : null;
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
      caret.current = null;
      latest.current = editorStateOf(value);
      setState(latest.current);
    }
  }, [value]);

  // The editable surface itself says when the field is invalid (read with it, marked red).
  useEffect(() => {
    const surface = frame.current?.querySelector('[contenteditable="true"]');
    if (invalid) surface?.setAttribute('aria-invalid', 'true');
    else surface?.removeAttribute('aria-invalid');
  }, [invalid]);

  // draft-js does not render its blocks again for a new selected picture: its mark is set here.
  useEffect(() => {
    frame.current?.querySelectorAll<HTMLElement>('[data-image-block]').forEach((node) => {
      const selected = node.dataset.imageBlock === selectedImage;
      node.setAttribute('aria-pressed', String(selected));
      node.classList.toggle('rich-editor__image--selected', selected);
    });
  }, [selectedImage, state]);

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
    const contentChanged = next.getCurrentContent() !== latest.current.getCurrentContent();
    latest.current = next;
    if (next.getSelection().getHasFocus()) {
      caret.current = next.getSelection();
      // Typing or moving the caret leaves the picture that was selected.
      setSelectedImage(null);
    }
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

  /** A change draft-js or the toolbar made from the rendered state, which may be behind the newest. */
  const onEditorChange = (next: EditorState) => update(reconcileChange(state, latest.current, next));

  /** Back into the text with the caret at `selection` (by default where staff left it), if the text still has it. */
  // The caret is in the page before the focus comes: keys typed the moment the editor has focus land
  // there, not at the start of the text (on a busy machine the render came after the first keys).
  const refocus = (selection?: SelectionState) => {
    setTimeout(() => {
      const at = selection ? selectionIn(latest.current, selection) : atCaret(latest.current, caret.current).getSelection();
      flushSync(() => update(EditorState.forceSelection(latest.current, at.merge({ hasFocus: true }) as SelectionState)));
      editor.current?.focus();
    }, 0);
  };

  const closeDialog = () => {
    setDialog(null);
    refocus();
  };

  /** Applies `change` to the newest state and returns to the text after it. */
  const finish = (change: (current: EditorState) => EditorState) => {
    setDialog(null);
    const next = change(latest.current);
    update(next);
    refocus(next.getSelection());
  };

  // Return in an empty list item ends the list, and after a heading starts a normal paragraph, as in every word processor.
  const handleReturn = (event: KeyboardEvent, current: EditorState): DraftHandleValue => {
    const paragraph = event.shiftKey ? null : paragraphAfterHeading(current);
    if (paragraph) {
      update(paragraph);
      return 'handled';
    }
    const block = currentBlock(current);
    if (!block.getType().endsWith('list-item') || block.getLength() > 0) return 'not-handled';
    update(RichUtils.toggleBlockType(current, block.getType()));
    return 'handled';
  };

  const selectImage = (blockKey: string) => {
    setSelectedImage(blockKey);
    setTimeout(() => frame.current?.querySelector<HTMLElement>(`[data-image-block="${blockKey}"]`)?.focus(), 0);
  };

  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    // Backspace just after a picture selects it first (its toolbar then offers Remove), rather than merging into it.
    const before = command === 'backspace' ? imageBeforeCaret(current) : null;
    if (before) {
      selectImage(before);
      return 'handled';
    }
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

  const insertUrl = (control: UrlControl | 'edit-link', url: string, text: string, newTab: boolean) =>
    finish((current) => {
      const here = atCaret(current, caret.current);
      if (control === 'edit-link') {
        const existing = linkAtCursor(here);
        return existing ? changeLink(here, existing, url, newTab) : here;
      }
      if (control === 'link') return addLink(here, url, text, newTab);
      if (control === 'image') return insertMediaAtCaret(current, caret.current, ENTITY.image, { src: url, alt: text.trim() });
      if (control === 'audio') return insertMediaAtCaret(current, caret.current, ENTITY.audio, { src: url });
      const embed = embedUrlOf(url);
      return embed
        ? insertMediaAtCaret(current, caret.current, ENTITY.embed, { src: embed, width: '560', height: '315' })
        : insertMediaAtCaret(current, caret.current, ENTITY.video, { src: url });
    });

  const fromLibrary = (item: MediaItem, purpose: 'insert' | 'replace') => {
    const data = { src: mediaImageUrl(item.file), alt: item.alt };
    if (purpose === 'replace' && selectedImage) finish((current) => changeImage(current, selectedImage, data));
    else finish((current) => insertMediaAtCaret(current, caret.current, ENTITY.image, data));
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
      <EditorToolbar editorState={state} onChange={onEditorChange} preset={preset} onMedia={setDialog} label={label} />
      <div className="rich-editor__surface" role="presentation" onClick={() => editor.current?.focus()}>
        <Editor
          ref={editor}
          editorState={state}
          onChange={onEditorChange}
          onBlur={onBlur}
          handleKeyCommand={handleKeyCommand}
          handleReturn={handleReturn}
          keyBindingFn={keyBinding}
          blockRendererFn={atomicRenderer({ selectedKey: selectedImage, onSelectImage: selectImage })}
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
      {image && selectedImage ? (
        <ImageToolbar
          alt={image.alt}
          onEditAlt={() => setDialog('image-alt')}
          onReplace={() => setDialog('replace-image')}
          onRemove={() => {
            const next = removeBlock(latest.current, selectedImage);
            setSelectedImage(null);
            update(next);
            refocus(next.getSelection());
          }}
        />
      ) : null}
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
      <EditorDialogs
        dialog={dialog}
        link={dialog === 'edit-link' ? linkAtCursor(atCaret(state, caret.current)) : null}
        imageAlt={image?.alt ?? ''}
        onCancel={closeDialog}
        onUrl={insertUrl}
        onLibrary={fromLibrary}
        onAlt={(alt) => selectedImage && finish((current) => changeImage(current, selectedImage, { alt }))}
      />
    </div>
  );
}
