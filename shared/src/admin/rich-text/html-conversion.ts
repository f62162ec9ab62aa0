// Rich HTML <-> draft-js editor state with html-to-draftjs and draftjs-to-html.
// The two libraries disagree on a few tags (<u>/<ins>, <s>/<del>, <b>, <i>), so
// HTML is normalised on the way in and out: what staff saved comes back the same.

import { ContentState, EditorState, convertFromRaw, convertToRaw } from 'draft-js';
import htmlToDraft from 'html-to-draftjs';
import draftToHtml from 'draftjs-to-html';
import { entityToHtml, htmlNodeToEntity } from './media-entities';
import { mediaAsBlocks } from './media-blocks';

const INBOUND_TAGS: ReadonlyArray<[RegExp, string]> = [
  [/<(\/?)u(?=[\s>])/gi, '<$1ins'],
  [/<(\/?)(?:s|strike)(?=[\s>])/gi, '<$1del'],
  [/<(\/?)b(?=[\s>])/gi, '<$1strong'],
  [/<(\/?)i(?=[\s>])/gi, '<$1em'],
];

const OUTBOUND_TAGS: ReadonlyArray<[RegExp, string]> = [
  [/<(\/?)ins>/g, '<$1u>'],
  [/<(\/?)del>/g, '<$1s>'],
  // draftjs-to-html mislabels lists followed by another block as "directional".
  [/ dir = "auto"/g, ''],
];

const replaceAll = (html: string, rules: ReadonlyArray<[RegExp, string]>): string =>
  rules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), html);

/** An editor state holding `html` (empty HTML gives an empty editor). */
export const htmlToEditorState = (html: string): EditorState => {
  if (!html.trim()) return EditorState.createEmpty();
  const parsed = htmlToDraft(replaceAll(html, INBOUND_TAGS), htmlNodeToEntity);
  if (!parsed) return EditorState.createEmpty();
  // Round-trip through the raw form so every record belongs to draft-js's own Immutable.
  const content = ContentState.createFromBlockArray(parsed.contentBlocks);
  return EditorState.createWithContent(convertFromRaw(mediaAsBlocks(convertToRaw(content))));
};

const isEmpty = (content: ContentState): boolean =>
  !content.hasText() && content.getBlocksAsArray().every((block) => block.getType() !== 'atomic');

/** The HTML of an editor's content; an empty editor gives ''. */
export const editorStateToHtml = (state: EditorState): string => {
  const content = state.getCurrentContent();
  if (isEmpty(content)) return '';
  const html = draftToHtml(convertToRaw(content), undefined, false, entityToHtml as never);
  return replaceAll(html, OUTBOUND_TAGS).trim();
};
