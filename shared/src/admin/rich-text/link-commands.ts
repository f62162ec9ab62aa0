// The link under the cursor, and changing or removing it (the link popover).

import { EditorState, Modifier, SelectionState } from 'draft-js';
import { ENTITY } from './media-entities';

export interface LinkAtCursor {
  entityKey: string;
  url: string;
  /** Opens in a new tab (`target="_blank"`). */
  newTab: boolean;
  blockKey: string;
  start: number;
  end: number;
}

/** The whole link the selection starts in, if it starts in one. */
export const linkAtCursor = (state: EditorState): LinkAtCursor | null => {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  if (!block) return null;
  const offset = selection.getStartOffset();
  // At the end of a link (caret just after its last letter) it still counts.
  const at = offset > 0 && (selection.isCollapsed() || offset >= block.getLength()) ? offset - 1 : offset;
  const entityKey = block.getEntityAt(at);
  if (!entityKey || content.getEntity(entityKey).getType() !== ENTITY.link) return null;
  let found: LinkAtCursor | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === entityKey,
    (start, end) => {
      if (start <= at && at < end) {
        const { url, targetOption } = content.getEntity(entityKey).getData() as { url?: string; targetOption?: string };
        found = { entityKey, url: url ?? '', newTab: targetOption === '_blank', blockKey: block.getKey(), start, end };
      }
    },
  );
  return found;
};

/** A link entity's data: the address (quotes escaped) and, for a new tab, its target. */
export const linkData = (url: string, newTab: boolean): Record<string, string> => ({
  url: url.trim().replace(/"/g, '%22'),
  ...(newTab ? { targetOption: '_blank' } : {}),
});

const rangeOf = (link: LinkAtCursor) =>
  SelectionState.createEmpty(link.blockKey).merge({ anchorOffset: link.start, focusOffset: link.end }) as SelectionState;

/** The link's text stays; it is no longer a link. */
export const removeLink = (state: EditorState, link: LinkAtCursor): EditorState => {
  const content = Modifier.applyEntity(state.getCurrentContent(), rangeOf(link), null);
  const next = EditorState.push(state, content, 'apply-entity');
  return EditorState.forceSelection(next, state.getSelection());
};

/** The same text now links to `url`. */
export const changeLink = (state: EditorState, link: LinkAtCursor, url: string, newTab = false): EditorState => {
  const created = state.getCurrentContent().createEntity(ENTITY.link, 'MUTABLE', linkData(url, newTab));
  const content = Modifier.applyEntity(created, rangeOf(link), created.getLastCreatedEntityKey());
  const next = EditorState.push(state, content, 'apply-entity');
  return EditorState.forceSelection(next, state.getSelection());
};

/**
 * The address staff typed, with `https://` added where it plainly names a web page
 * (`support.google.com/business`, `www.example.com`): a host with a dot and no scheme.
 */
export const withScheme = (url: string): string => {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  const host = trimmed.split(/[/?#]/, 1)[0];
  return /^[^\s@]+\.[a-z]{2,}(?::\d+)?$/i.test(host) ? `https://${trimmed}` : trimmed;
};

/** An address on this site (`/blog/local-seo`): one slash, never two nor a backslash (both lead to another host). */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url.trim());
