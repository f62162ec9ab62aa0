// The editor's own toolbar: real buttons with labels, aria-pressed for the styles
// that are on at the cursor, and selects for text style, font and size.

import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { RichUtils, type EditorState } from 'draft-js';
import { canOutdent, clean, currentBlockType, currentPrefixedStyle, indent, setFont, setFontSize } from './editor-commands';
import { Icon, type IconName } from '../layout/icon';
import {
  BLOCK_TOGGLES,
  BLOCK_TYPES,
  FONT_PREFIX,
  FONT_SIZES,
  FONTS,
  INLINE_STYLES,
  SIZE_PREFIX,
  TOOLBAR_HAS_CLEAN,
  TOOLBAR_MEDIA,
  type MediaControl,
  type ToolbarPreset,
} from './toolbar-config';
import { useRovingToolbar } from './use-roving-toolbar';

export interface EditorToolbarProps {
  editorState: EditorState;
  onChange: (state: EditorState) => void;
  preset: ToolbarPreset;
  onMedia: (control: MediaControl) => void;
  /** Name of the field, so each toolbar is told apart on a form with two editors. */
  label: string;
}

const MEDIA_LABELS: Record<MediaControl, { label: string; icon: IconName }> = {
  link: { label: 'Insert link', icon: 'link' },
  image: { label: 'Insert image', icon: 'image' },
  library: { label: 'Insert from the media library', icon: 'library' },
  video: { label: 'Insert video', icon: 'video' },
  audio: { label: 'Insert audio', icon: 'audio' },
};

// Keeps the editor's selection when a button is clicked with the mouse.
const keepSelection = (event: MouseEvent) => event.preventDefault();

interface ToolButtonProps {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function ToolButton({ label, pressed, disabled, onClick, children }: ToolButtonProps) {
  return (
    <button
      type="button"
      className="rich-toolbar__button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

export function EditorToolbar({ editorState, onChange, preset, onMedia, label }: EditorToolbarProps) {
  const ids = { block: useId(), font: useId(), size: useId() };
  const style = editorState.getCurrentInlineStyle();
  const blockType = currentBlockType(editorState);
  const toolbar = useRef<HTMLDivElement>(null);
  const roving = useRovingToolbar(toolbar);

  return (
    <div
      ref={toolbar}
      className="rich-toolbar"
      role="toolbar"
      aria-label={`${label} formatting`}
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
    >
      <div className="rich-toolbar__group">
        <label className="ui-visually-hidden" htmlFor={ids.block}>
          Text style
        </label>
        <select
          id={ids.block}
          className="rich-toolbar__select"
          value={BLOCK_TYPES.some((b) => b.value === blockType) ? blockType : 'unstyled'}
          onChange={(event) => onChange(RichUtils.toggleBlockType(editorState, event.target.value))}
        >
          {BLOCK_TYPES.map((block) => (
            <option key={block.value} value={block.value}>
              {block.label}
            </option>
          ))}
        </select>
        <label className="ui-visually-hidden" htmlFor={ids.font}>
          Font
        </label>
        <select
          id={ids.font}
          className="rich-toolbar__select"
          value={currentPrefixedStyle(editorState, FONT_PREFIX)}
          onChange={(event) => onChange(setFont(editorState, event.target.value))}
        >
          <option value="">Default font</option>
          {FONTS.map((font) => (
            <option key={font} value={font}>
              {font}
            </option>
          ))}
        </select>
        <label className="ui-visually-hidden" htmlFor={ids.size}>
          Size
        </label>
        <select
          id={ids.size}
          className="rich-toolbar__select rich-toolbar__select--narrow"
          value={currentPrefixedStyle(editorState, SIZE_PREFIX)}
          onChange={(event) => onChange(setFontSize(editorState, event.target.value))}
        >
          <option value="">Size</option>
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} px
            </option>
          ))}
        </select>
      </div>
      <div className="rich-toolbar__group">
        {INLINE_STYLES.map((inline) => (
          <ToolButton
            key={inline.style}
            label={inline.label}
            pressed={style.has(inline.style)}
            onClick={() => onChange(RichUtils.toggleInlineStyle(editorState, inline.style))}
          >
            <span className={`rich-toolbar__glyph rich-toolbar__glyph--${inline.style.toLowerCase()}`}>{inline.glyph}</span>
          </ToolButton>
        ))}
      </div>
      <div className="rich-toolbar__group">
        {BLOCK_TOGGLES.map((block) => (
          <ToolButton
            key={block.type}
            label={block.label}
            pressed={blockType === block.type}
            onClick={() => onChange(RichUtils.toggleBlockType(editorState, block.type))}
          >
            <Icon name={block.icon} />
          </ToolButton>
        ))}
        <ToolButton label="Indent" onClick={() => onChange(indent(editorState, 1))}>
          <Icon name="indent" />
        </ToolButton>
        <ToolButton label="Outdent" disabled={!canOutdent(editorState)} onClick={() => onChange(indent(editorState, -1))}>
          <Icon name="outdent" />
        </ToolButton>
      </div>
      <div className="rich-toolbar__group">
        {TOOLBAR_MEDIA[preset].map((control) => (
          <ToolButton key={control} label={MEDIA_LABELS[control].label} onClick={() => onMedia(control)}>
            <Icon name={MEDIA_LABELS[control].icon} />
          </ToolButton>
        ))}
        {TOOLBAR_HAS_CLEAN[preset] ? (
          <ToolButton label="Clean formatting" onClick={() => onChange(clean(editorState))}>
            <Icon name="clean" />
          </ToolButton>
        ) : null}
      </div>
    </div>
  );
}
