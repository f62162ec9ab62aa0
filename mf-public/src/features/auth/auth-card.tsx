// The frame of login, sign-up and forgot password: a welcome panel beside the form.

import type { ReactNode } from 'react';
import { Icon } from '../../components/icon/icon';
import { PageMeta } from '../../components/page-meta/page-meta';
import './auth.css';

export interface AuthCardProps {
  title: string;
  intro: string;
  /** What the page is for, in the welcome panel. */
  panelTitle: string;
  panelPoints: readonly string[];
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, intro, panelTitle, panelPoints, children, footer }: AuthCardProps) {
  return (
    <section className="auth">
      <PageMeta title={title} description={intro} />
      <div className="auth__card">
        <div className="auth__panel">
          <p className="auth__panel-title">{panelTitle}</p>
          <ul>
            {panelPoints.map((point) => (
              <li key={point}>
                <Icon name="checkCircle" size={20} />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="auth__body">
          <h1>{title}</h1>
          <p className="auth__intro">{intro}</p>
          {children}
          {footer ? <div className="auth__footer">{footer}</div> : null}
        </div>
      </div>
    </section>
  );
}
