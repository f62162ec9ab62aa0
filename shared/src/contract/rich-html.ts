// The one allow-list for rich HTML: the API host sanitizes every rich field on
// write with it, and the browser sanitizes again before rendering (defence in depth).

export const RICH_HTML_POLICY = {
  tags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'blockquote',
    'ol',
    'ul',
    'li',
    'a',
    'img',
    'span',
    'div',
    'pre',
    'code',
    'sub',
    'sup',
    'hr',
    'figure',
    'figcaption',
    'iframe',
    'video',
    'audio',
    'source',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    audio: ['src', 'controls'],
    source: ['src', 'type'],
    '*': ['style', 'class'],
  } as Record<string, string[]>,
  /** Link protocols of product §5. */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** Media may come from the web or from the API host's own image folders. */
  mediaSchemes: ['http', 'https'],
  /** Only these inline styles survive (editor fonts, sizes, alignment and indent). */
  styles: ['font-family', 'font-size', 'text-align', 'margin-left', 'padding-left', 'color', 'background-color', 'width', 'height'],
  /** Embedded players are allowed from these hosts only. */
  iframeHosts: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
} as const;

const SAFE_SCHEME = new RegExp(`^(?:${RICH_HTML_POLICY.linkSchemes.join('|')}):`, 'i');

/** True for a link the editor may store: http, https, mailto or tel (product §5). */
export const isAllowedLink = (href: string): boolean => SAFE_SCHEME.test(href.trim());

/** Plain text of rich HTML, for list cells and teasers (tags stripped, `&nbsp;` as spaces). */
export const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/\s+/g, ' ')
    .trim();
