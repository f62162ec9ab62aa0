// One fixed public page's SEO (/seo-pages/{page}, issue 19): its stored fields in the SEO
// studio's fields and previews, once the pages are loaded.

import { useCallback } from 'react';
import { useParams } from '@agency/shared/router';
import { SEO_PAGES_PATH } from '@agency/shared/contract';
import { pageSeoMessages as m } from '@agency/shared/contract/messages';
import { AdminPage } from '@agency/shared/admin';
import { useGetSeoPagesQuery } from '@agency/shared/staff-api';
import { Message, Spinner } from '@agency/shared/ui';
import { SeoPageForm } from './seo-page-form';

export default function SeoPageEditPage() {
  const { page = '' } = useParams();
  const { data, isLoading, isError, refetch } = useGetSeoPagesQuery();
  const settings = data?.find((candidate) => candidate.page === page);
  const loadLatest = useCallback(async () => (await refetch()).data?.find((candidate) => candidate.page === page), [refetch, page]);
  return (
    <AdminPage title={m.editTitle(settings?.path ?? page)} back={{ to: SEO_PAGES_PATH, label: m.backLabel }}>
      {isLoading ? <Spinner label={m.loading} /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data && !settings ? <Message tone="error">{m.notFound}</Message> : null}
      {/* Keyed by page: another page's editor starts from its own values. */}
      {settings ? <SeoPageForm key={settings.page} settings={settings} loadLatest={loadLatest} /> : null}
    </AdminPage>
  );
}
