// A service as an editor has it, unsaved (issue 19): the visitor's service page, fed the reply
// the editor handed over instead of the API's. The shell's preview frame guards it and marks it.

import { useParams } from '@agency/shared/router';
import type { ServiceDetailReply } from '@agency/shared/contract';
import { detailWithFallback } from '../../utils/detail-with-fallback';
import { ServiceDetailView } from './service-detail-page';
import { serviceDetailOf } from './use-service-detail';
import { PreviewMissing } from '../../components/preview-missing/preview-missing';
import { previewSlug, unindexed } from '../../utils/preview-page';
import { useHandedOver } from '../../hooks/use-handed-over';

export default function ServicePreviewPage() {
  const { id = '' } = useParams();
  const reply = useHandedOver(id);
  if (!reply) return <PreviewMissing />;
  // The editor wrote the card and body from the same fields the API stores.
  const service = serviceDetailOf(detailWithFallback({ currentData: reply as unknown as ServiceDetailReply, isError: false }));
  return <ServiceDetailView slug={previewSlug(reply, 'title')} service={unindexed(service)} />;
}
