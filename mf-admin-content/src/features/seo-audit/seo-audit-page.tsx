// The site SEO audit (/seo-audit, issue 19): every public page (fixed pages, posts, services) with the problems
// the API's audit finds, pages with problems first, each linking to the editor that fixes it; a link
// through a redirect names the address to link to instead.
// The list follows every save: content writes invalidate the audit query.

import { seoAuditMessages as m } from '@agency/shared/contract/messages';
import type { SeoAuditPage } from '@agency/shared/contract';
import { useGetSeoAuditQuery } from '@agency/shared/staff-api';
import { AdminPage, AdminTable } from '@agency/shared/admin';
import { Link } from '@agency/shared/router';
import { Message, Spinner } from '@agency/shared/ui';

/** Pages with problems first; otherwise the API's order (fixed pages, posts, then services, oldest first). */
const byProblems = (pages: readonly SeoAuditPage[]): SeoAuditPage[] =>
  [...pages].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0));

export default function SeoAuditPage() {
  const { data, isLoading, isError } = useGetSeoAuditQuery();
  const flagged = data?.pages.filter((page) => page.problems.length > 0).length ?? 0;

  return (
    <AdminPage title={m.title}>
      <p className="admin-page__intro">{m.intro}</p>
      {isLoading ? <Spinner label={m.loading} /> : null}
      {isError ? <Message tone="error">{m.loadFailed}</Message> : null}
      {data ? (
        <>
          <p role="status">{data.count > 0 ? m.summary(data.count, flagged) : m.allClear}</p>
          <AdminTable columns={[m.columns.page, m.columns.problems, m.columns.fix]}>
            {byProblems(data.pages).map((page) => (
              <tr key={page.url} data-testid="seo-audit-row">
                <th scope="row">
                  <code>{page.url}</code>
                  <br />
                  {page.title}
                </th>
                <td>
                  {page.problems.length > 0 ? (
                    <ul>
                      {page.problems.map((problem, index) => (
                        <li key={`${problem.code}-${index}`}>
                          {problem.message}
                          {problem.suggestion ? (
                            <>
                              {' '}
                              {m.linkInstead} <code>{problem.suggestion}</code>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    m.noProblems
                  )}
                </td>
                <td>{page.editPath ? <Link to={page.editPath}>{m.editLink(page.url)}</Link> : null}</td>
              </tr>
            ))}
          </AdminTable>
        </>
      ) : null}
    </AdminPage>
  );
}
