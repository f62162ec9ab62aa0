// SEO for pages (/seo-pages, issue 19): the public pages that are not one post or service, each
// with the title search engines get (its SEO title, else the derived one), whether it is hidden
// from them, and a link to its editor.

import { pageSeoMessages as m } from '@agency/shared/contract/messages';
import { seoPageEditPath } from '@agency/shared/contract';
import { AdminPage, AdminTable } from '@agency/shared/admin';
import { useGetSeoPagesQuery } from '@agency/shared/staff-api';
import { Link } from '@agency/shared/router';
import { Message, Spinner } from '@agency/shared/ui';

export default function SeoPagesPage() {
  const { data, isLoading, isError } = useGetSeoPagesQuery();
  return (
    <AdminPage title={m.title}>
      <p className="admin-page__intro">{m.intro}</p>
      {isLoading ? <Spinner label={m.loading} /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data ? (
        <AdminTable columns={[m.columns.page, m.columns.title, m.columns.visibility, m.columns.edit]}>
          {data.map((page) => (
            <tr key={page.page} data-testid="seo-page-row">
              <th scope="row">
                <code>{page.path}</code>
              </th>
              <td>{page.metaTitle || page.defaults.title}</td>
              <td>{page.noindex ? m.hidden : m.shown}</td>
              <td>
                <Link to={seoPageEditPath(page.page)}>{m.editLink(page.path)}</Link>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </AdminPage>
  );
}
