// The heading block that opens each section: a small label, the heading, an intro.

import type { ReactNode } from 'react';
import './section.css';

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  /** On a dark band. */
  inverted?: boolean;
  level?: 'h1' | 'h2';
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  inverted = false,
  level: Heading = 'h2',
}: SectionHeadingProps) {
  return (
    <div className={`section-heading section-heading--${align}${inverted ? ' section-heading--inverted' : ''}`}>
      {eyebrow ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {intro ? <p className="section-heading__intro">{intro}</p> : null}
    </div>
  );
}
