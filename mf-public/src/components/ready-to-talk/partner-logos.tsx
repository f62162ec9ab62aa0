// The partner-logo grid of the Ready To Talk banner.

import { PARTNER_MARKS } from './partner-marks';

export function PartnerLogos() {
  return (
    <ul className="partners" aria-label="Brands we work with">
      {PARTNER_MARKS.map((partner) => (
        <li key={partner.name} className="partners__item">
          <svg viewBox="0 0 150 32" width="150" height="32" role="img" aria-label={partner.name} focusable="false">
            <g className="partners__mark">{partner.mark}</g>
            <text x="38" y="23" fontSize="19" fontWeight="800" letterSpacing="-0.5" fill="currentColor" fontFamily="inherit">
              {partner.name}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
