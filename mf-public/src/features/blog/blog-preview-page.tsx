// A post as an editor has it, unsaved (issue 19): the visitor's blog page, fed the reply the
// editor handed over instead of the API's. The shell's preview frame guards it and marks it.

import { useParams } from '@agency/shared/router';
import type { BlogDetailReply } from '@agency/shared/contract';
import { detailWithFallback } from '../../utils/detail-with-fallback';
import { BlogDetailView } from './blog-detail-page';
import { blogPostOf } from './use-blog-post';
import { PreviewMissing } from '../../components/preview-missing/preview-missing';
import { previewSlug, unindexed } from '../../utils/preview-page';
import { useHandedOver } from '../../hooks/use-handed-over';

export default function BlogPreviewPage() {
  const { id = '' } = useParams();
  const reply = useHandedOver(id);
  if (!reply) return <PreviewMissing />;
  // The editor wrote the card and body from the same fields the API stores.
  const post = blogPostOf(detailWithFallback({ currentData: reply as unknown as BlogDetailReply, isError: false }));
  return <BlogDetailView slug={previewSlug(reply, 'heading')} post={unindexed(post)} />;
}
