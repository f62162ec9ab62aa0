// Which controls each editor shows (product §5): every editor has the text controls,
// link and image; blog, single blog and single service editors add video, audio
// and clean; the FAQ editor has neither audio nor video.

export type ToolbarPreset = 'standard' | 'media';

export type MediaControl = 'link' | 'image' | 'library' | 'video' | 'audio';

export const TOOLBAR_MEDIA: Readonly<Record<ToolbarPreset, readonly MediaControl[]>> = {
  standard: ['link', 'image', 'library'],
  media: ['link', 'image', 'library', 'video', 'audio'],
};

export const TOOLBAR_HAS_CLEAN: Readonly<Record<ToolbarPreset, boolean>> = { standard: false, media: true };

export const BLOCK_TYPES = [
  { value: 'unstyled', label: 'Normal' },
  { value: 'header-one', label: 'Heading 1' },
  { value: 'header-two', label: 'Heading 2' },
  { value: 'header-three', label: 'Heading 3' },
  { value: 'header-four', label: 'Heading 4' },
  { value: 'header-five', label: 'Heading 5' },
  { value: 'header-six', label: 'Heading 6' },
] as const;

export const FONTS = ['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana', 'Tahoma'] as const;

export const FONT_SIZES = ['12', '14', '16', '18', '20', '24', '28', '32', '40'] as const;

export const INLINE_STYLES = [
  { style: 'BOLD', label: 'Bold', glyph: 'B' },
  { style: 'ITALIC', label: 'Italic', glyph: 'I' },
  { style: 'UNDERLINE', label: 'Underline', glyph: 'U' },
  { style: 'STRIKETHROUGH', label: 'Strikethrough', glyph: 'S' },
] as const;

export const BLOCK_TOGGLES = [
  { type: 'blockquote', label: 'Blockquote', icon: 'quote' },
  { type: 'ordered-list-item', label: 'Ordered list', icon: 'orderedList' },
  { type: 'unordered-list-item', label: 'Bullet list', icon: 'bulletList' },
] as const;

/** Inline style names follow draftjs-to-html: `fontfamily-<name>`, `fontsize-<px>`. */
export const FONT_PREFIX = 'fontfamily-';
export const SIZE_PREFIX = 'fontsize-';
