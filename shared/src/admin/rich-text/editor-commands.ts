// Pure editor-state changes behind the toolbar buttons (tested without a browser).

import { AtomicBlockUtils, EditorState, Modifier, RichUtils, type ContentBlock } from 'draft-js';
import { ENTITY, type MediaEntityType } from './media-entities';
import { linkData } from './link-commands';
import { FONT_PREFIX, SIZE_PREFIX } from './toolbar-config';

const MAX_LIST_DEPTH = 4;
const INDENT_STEP_PX = 40;
const MAX_INDENT_PX = INDENT_STEP_PX * 5;

export const currentBlock = (state: EditorState): ContentBlock =>
  state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey());

export const currentBlockType = (state: EditorState): string => currentBlock(state).getType();

/** The value of the prefixed inline style (font or size) at the cursor, or ''. */
export const currentPrefixedStyle = (state: EditorState, prefix: string): string => {
  const style = state.getCurrentInlineStyle().find((name) => name?.startsWith(prefix) ?? false);
  return style ? style.slice(prefix.length) : '';
};

/** Replaces any font (or size) on the selection with `value`; '' goes back to the default. */
export const setPrefixedStyle = (state: EditorState, prefix: string, value: string): EditorState => {
  const selection = state.getSelection();
  let content = state.getCurrentContent();
  const used = new Set<string>();
  content.getBlockMap().forEach((block) =>
    block?.getCharacterList().forEach((character) =>
      character?.getStyle().forEach((name) => {
        if (name?.startsWith(prefix)) used.add(name);
      }),
    ),
  );
  for (const name of used) content = Modifier.removeInlineStyle(content, selection, name);
  if (value) content = Modifier.applyInlineStyle(content, selection, `${prefix}${value}`);
  let next = EditorState.push(state, content, 'change-inline-style');
  if (selection.isCollapsed()) {
    // Typing continues in the chosen font or size.
    const kept = state
      .getCurrentInlineStyle()
      .filter((name) => !(name?.startsWith(prefix) ?? false))
      .toOrderedSet();
    next = EditorState.setInlineStyleOverride(next, value ? kept.add(`${prefix}${value}`) : kept);
  }
  return next;
};

export const setFont = (state: EditorState, font: string) => setPrefixedStyle(state, FONT_PREFIX, font);
export const setFontSize = (state: EditorState, size: string) => setPrefixedStyle(state, SIZE_PREFIX, size);

const marginOf = (block: ContentBlock): number => Number.parseInt(String(block.getData().get('margin-left') ?? '0'), 10) || 0;

const isListItem = (block: ContentBlock) => block.getType().endsWith('list-item');

/** True when outdent has something to undo at the cursor. */
export const canOutdent = (state: EditorState): boolean => {
  const block = currentBlock(state);
  return isListItem(block) ? block.getDepth() > 0 : marginOf(block) > 0;
};

/** Indent (+1) or outdent (-1): list items nest deeper, other blocks get a left margin. */
export const indent = (state: EditorState, direction: 1 | -1): EditorState => {
  const content = state.getCurrentContent();
  const selection = state.getSelection();
  const startKey = selection.getStartKey();
  const endKey = selection.getEndKey();
  let inRange = false;
  const blockMap = content.getBlockMap().map((block) => {
    if (!block) return block;
    if (block.getKey() === startKey) inRange = true;
    let changed = block;
    if (inRange) {
      if (isListItem(block)) {
        changed = block.set('depth', Math.max(0, Math.min(MAX_LIST_DEPTH, block.getDepth() + direction))) as ContentBlock;
      } else {
        const margin = Math.max(0, Math.min(MAX_INDENT_PX, marginOf(block) + direction * INDENT_STEP_PX));
        const data = margin > 0 ? block.getData().set('margin-left', `${margin}px`) : block.getData().delete('margin-left');
        changed = block.set('data', data) as ContentBlock;
      }
    }
    if (block.getKey() === endKey) inRange = false;
    return changed;
  });
  const next = content.merge({ blockMap, selectionAfter: selection }) as typeof content;
  return EditorState.push(state, next, 'adjust-depth');
};

/** Links the selection to `url`, or inserts `text` as a linked phrase at a collapsed cursor. */
export const addLink = (state: EditorState, url: string, text: string, newTab = false): EditorState => {
  const content = state.getCurrentContent().createEntity(ENTITY.link, 'MUTABLE', linkData(url, newTab));
  const entityKey = content.getLastCreatedEntityKey();
  const selection = state.getSelection();
  if (selection.isCollapsed()) {
    const label = text.trim() || url.trim();
    const inserted = Modifier.insertText(content, selection, label, state.getCurrentInlineStyle(), entityKey);
    return EditorState.push(state, inserted, 'insert-characters');
  }
  return RichUtils.toggleLink(EditorState.push(state, content, 'apply-entity'), selection, entityKey);
};

/** Inserts an image, video, audio or embedded player as its own block. */
export const insertMedia = (state: EditorState, type: MediaEntityType, data: Record<string, string>): EditorState => {
  const content = state.getCurrentContent().createEntity(type, 'IMMUTABLE', data);
  return AtomicBlockUtils.insertAtomicBlock(EditorState.set(state, { currentContent: content }), content.getLastCreatedEntityKey(), ' ');
};

/** Clean: the selected blocks lose their inline styles, links, heading or list type and indent. */
export const clean = (state: EditorState): EditorState => {
  let content = state.getCurrentContent();
  const selection = state.getSelection();
  const styles = new Set<string>();
  content
    .getBlockMap()
    .forEach((block) =>
      block?.getCharacterList().forEach((character) => character?.getStyle().forEach((name) => name && styles.add(name))),
    );
  for (const name of styles) content = Modifier.removeInlineStyle(content, selection, name);
  content = Modifier.applyEntity(content, selection, null);
  content = Modifier.setBlockType(content, selection, 'unstyled');
  // draft-js's own empty map (the top-level immutable is another major version).
  content = Modifier.setBlockData(content, selection, currentBlock(state).getData().clear());
  return EditorState.push(state, content, 'change-inline-style');
};

/** Return at the end of a heading: the next block is a normal paragraph (null elsewhere). */
export const paragraphAfterHeading = (state: EditorState): EditorState | null => {
  const block = currentBlock(state);
  const selection = state.getSelection();
  if (!block.getType().startsWith('header-') || !selection.isCollapsed() || selection.getStartOffset() !== block.getLength()) return null;
  const split = Modifier.splitBlock(state.getCurrentContent(), selection);
  return EditorState.push(state, Modifier.setBlockType(split, split.getSelectionAfter(), 'unstyled'), 'split-block');
};
