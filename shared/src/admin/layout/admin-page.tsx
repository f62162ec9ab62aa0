// The frame of every admin screen: its heading, an action (Add New) or a link
// back to the list, and the content.

import type { ReactNode } from 'react';
import { Link } from '@agency/shared/router';
import { Icon } from './icon';

export interface AdminPageProps {
  title: string;
  /** Link back to the list (add and edit screens). */
  back?: { to: string; label: string };
  /** The Add New button of a list. */
  add?: { to: string; label: string };
  children: ReactNode;
}

export function AdminPage({ title, back, add, children }: AdminPageProps) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <header className="admin-page__header">
        <div>
          {back ? (
            <Link to={back.to} className="admin-page__back">
              <Icon name="back" size={16} /> {back.label}
            </Link>
          ) : null}
          <h1 id="admin-page-title" className="admin-page__title" tabIndex={-1}>
            {title}
          </h1>
        </div>
        {add ? (
          <Link to={add.to} className="btn btn-primary btn-small admin-page__add">
            <Icon name="plus" size={18} /> {add.label}
          </Link>
        ) : null}
      </header>
      {children}
    </section>
  );
}
