// /blog/rss.xml: RSS 2.0 feed of the blog: its 20 newest posts, newest first.

import { blogPath, SITE, stripHtml } from '@agency/shared/contract';
import type { PublishedContent } from './published-content';
import { escapeXml } from './site-url';

export const FEED_SIZE = 20;
const SUMMARY_CHARS = 300;

const summary = (html: string): string => {
  const text = stripHtml(html);
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1).trimEnd()}…` : text;
};

export const buildBlogFeed = async (origin: string, content: PublishedContent): Promise<string> => {
  const blogs = await content.latestBlogs(FEED_SIZE);
  const items = blogs.map((blog) => {
    const link = escapeXml(origin + blogPath(blog.slug));
    return [
      '    <item>',
      `      <title>${escapeXml(blog.heading)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(blog.createdAt).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(summary(blog.description))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${SITE.name} Blog`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(SITE.description)}</description>`,
    '    <language>en-gb</language>',
    blogs[0] ? `    <lastBuildDate>${new Date(blogs[0].createdAt).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
};
