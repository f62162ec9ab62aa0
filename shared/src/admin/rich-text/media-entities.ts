// The entities the editor stores besides plain text, and how each becomes HTML
// and comes back from it, so that what staff saved is what they see again.

import type { RawDraftEntity } from 'draft-js';

export const ENTITY = {
  link: 'LINK',
  image: 'IMAGE',
  video: 'VIDEO',
  audio: 'AUDIO',
  embed: 'EMBEDDED_LINK',
} as const;

export type MediaEntityType = typeof ENTITY.image | typeof ENTITY.video | typeof ENTITY.audio | typeof ENTITY.embed;

const escapeAttribute = (value: unknown): string =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

const attribute = (name: string, value: unknown): string =>
  value === undefined || value === null || value === '' ? '' : ` ${name}="${escapeAttribute(value)}"`;

/** HTML of one entity (draftjs-to-html `customEntityTransform`); `text` is the linked text. */
export const entityToHtml = (entity: RawDraftEntity, text?: string): string | undefined => {
  const data = entity.data as Record<string, unknown>;
  switch (entity.type) {
    case ENTITY.link: {
      const target = data.targetOption === '_blank' ? ' target="_blank"' : '';
      return `<a href="${escapeAttribute(data.url)}"${target}>${text ?? ''}</a>`;
    }
    case ENTITY.image:
      return `<img src="${escapeAttribute(data.src)}" alt="${escapeAttribute(data.alt)}"${attribute('width', data.width)}${attribute('height', data.height)}/>`;
    case ENTITY.video:
      return `<video src="${escapeAttribute(data.src)}" controls></video>`;
    case ENTITY.audio:
      return `<audio src="${escapeAttribute(data.src)}" controls></audio>`;
    case ENTITY.embed:
      return `<iframe src="${escapeAttribute(data.src)}" width="${escapeAttribute(data.width || 560)}" height="${escapeAttribute(data.height || 315)}" allowfullscreen></iframe>`;
    default:
      return undefined;
  }
};

interface ChunkEntity {
  type: string;
  mutability: 'MUTABLE' | 'IMMUTABLE';
  data: Record<string, unknown>;
}

/** The address of a media element: its `src`, or that of its first `<source>`. */
const mediaSource = (node: HTMLElement): string => node.getAttribute('src') ?? node.querySelector('source')?.getAttribute('src') ?? '';

/**
 * html-to-draftjs `customChunkRenderer`: audio and video (with or without `<source>`)
 * and sized images become atomic entities the way the editor inserts them.
 */
export const htmlNodeToEntity = (nodeName: string, node: HTMLElement): ChunkEntity | undefined => {
  if (nodeName === 'audio') return { type: ENTITY.audio, mutability: 'IMMUTABLE', data: { src: mediaSource(node) } };
  if (nodeName === 'video') return { type: ENTITY.video, mutability: 'IMMUTABLE', data: { src: mediaSource(node) } };
  if (nodeName === 'iframe') {
    return {
      type: ENTITY.embed,
      mutability: 'IMMUTABLE',
      data: { src: node.getAttribute('src') ?? '', width: node.getAttribute('width') ?? '', height: node.getAttribute('height') ?? '' },
    };
  }
  if (nodeName === 'img') {
    return {
      type: ENTITY.image,
      mutability: 'IMMUTABLE',
      data: {
        src: node.getAttribute('src') ?? '',
        alt: node.getAttribute('alt') ?? '',
        width: node.getAttribute('width') ?? '',
        height: node.getAttribute('height') ?? '',
      },
    };
  }
  return undefined;
};

/** YouTube and Vimeo page links become their embeddable player addresses; other videos play as files. */
export const embedUrlOf = (url: string): string | undefined => {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    if (host === 'youtube.com' && parsed.pathname === '/watch' && parsed.searchParams.get('v')) {
      return `https://www.youtube.com/embed/${parsed.searchParams.get('v')}`;
    }
    if (host === 'youtu.be' && parsed.pathname.length > 1) return `https://www.youtube.com/embed${parsed.pathname}`;
    if (host === 'youtube.com' && parsed.pathname.startsWith('/embed/')) return `https://www.youtube.com${parsed.pathname}`;
    if (host === 'youtube-nocookie.com' && parsed.pathname.startsWith('/embed/'))
      return `https://www.youtube-nocookie.com${parsed.pathname}`;
    if (host === 'vimeo.com' && /^\/\d+$/.test(parsed.pathname)) return `https://player.vimeo.com/video${parsed.pathname}`;
    if (host === 'player.vimeo.com') return `https://player.vimeo.com${parsed.pathname}`;
  } catch {
    return undefined;
  }
  return undefined;
};
