// html-to-draftjs reads a stored <img> (or video, audio, player) as an empty atomic block
// followed by a text block whose first character carries the picture: the editor then
// showed nothing where the picture is, though it was saved and previewed. Every media
// entity becomes its own atomic block again, as the editor inserts them.

import { genKey, type RawDraftContentBlock, type RawDraftContentState } from 'draft-js';
import { ENTITY } from './media-entities';

const MEDIA_TYPES: ReadonlySet<string> = new Set([ENTITY.image, ENTITY.video, ENTITY.audio, ENTITY.embed]);

/** Characters `start` to `end` of `block` as a block of its own, its styles and links moved along. */
const slice = (block: RawDraftContentBlock, start: number, end: number): RawDraftContentBlock => {
  const within = <R extends { offset: number; length: number }>(ranges: R[]): R[] =>
    ranges
      .map((range) => {
        const from = Math.max(range.offset, start);
        const to = Math.min(range.offset + range.length, end);
        return { ...range, offset: from - start, length: to - from };
      })
      .filter((range) => range.length > 0);
  return {
    ...block,
    key: genKey(),
    text: block.text.slice(start, end),
    inlineStyleRanges: within(block.inlineStyleRanges),
    entityRanges: within(block.entityRanges),
  };
};

const mediaBlock = (entityKey: string | number): RawDraftContentBlock => ({
  key: genKey(),
  type: 'atomic',
  text: ' ',
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [{ offset: 0, length: 1, key: Number(entityKey) }],
  data: {},
});

/** `raw` with each media entity in an atomic block of its own and no empty atomic blocks left. */
export const mediaAsBlocks = (raw: RawDraftContentState): RawDraftContentState => {
  const isMedia = (key: string | number) => MEDIA_TYPES.has(raw.entityMap[key]?.type ?? '');
  const blocks = raw.blocks.flatMap((block): RawDraftContentBlock[] => {
    const media = block.entityRanges.filter((range) => isMedia(range.key)).sort((a, b) => a.offset - b.offset);
    if (block.type === 'atomic') return media.length > 0 ? [block] : [];
    if (media.length === 0) return [block];
    const out: RawDraftContentBlock[] = [];
    let from = 0;
    for (const range of media) {
      // The text between two pictures stays a paragraph when it holds more than spaces.
      if (block.text.slice(from, range.offset).trim()) out.push(slice(block, from, range.offset));
      out.push(mediaBlock(range.key));
      from = range.offset + range.length;
    }
    if (block.text.slice(from).trim()) out.push(slice(block, from, block.text.length));
    return out;
  });
  return { ...raw, blocks };
};
