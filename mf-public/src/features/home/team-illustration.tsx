// The picture beside 'What Makes': a strategist at a board of campaign results.

export function TeamIllustration() {
  return (
    <svg className="split__illustration" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="team-art-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2546f0" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="480" height="400" rx="28" fill="url(#team-art-bg)" />
      <circle cx="420" cy="60" r="90" fill="#ffffff" opacity="0.08" />
      <circle cx="40" cy="380" r="120" fill="#ffffff" opacity="0.06" />
      {/* Board: the results line rises to its latest point, the ROI badge below it. */}
      <rect x="150" y="60" width="290" height="190" rx="16" fill="#ffffff" />
      <rect x="172" y="84" width="110" height="12" rx="6" fill="#c7d2fe" />
      <path
        data-part="chart-line"
        d="M176 222 L226 180 L270 196 L322 140 L376 150 L414 104"
        fill="none"
        stroke="#2546f0"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle data-part="chart-end" cx="414" cy="104" r="9" fill="#f97316" />
      <g data-part="roi-badge" transform="translate(312 194)">
        <rect width="114" height="40" rx="10" fill="#fff1e6" />
        <text x="57" y="26" fill="#c2410c" fontSize="16" fontWeight="800" textAnchor="middle" fontFamily="inherit">
          ROI 5.2x
        </text>
      </g>
      {/* Person at the board: head on a neck on the body, the arm pointing at the line. */}
      <rect data-part="neck" x="99" y="168" width="22" height="44" rx="8" fill="#f3c4a2" />
      <path data-part="body" d="M62 330 Q62 214 110 204 Q158 214 158 330z" fill="#f97316" />
      <circle data-part="head" cx="110" cy="150" r="30" fill="#fcd9bd" />
      <path data-part="hair" d="M80 146 Q84 112 112 114 Q140 116 140 146 Q128 128 110 130 Q92 132 80 146z" fill="#1f2937" />
      <path d="M150 232 L196 198" stroke="#fcd9bd" strokeWidth="14" strokeLinecap="round" />
      {/* Campaign chips, clear of the person and the board. */}
      <g data-part="ctr-chip" transform="translate(22 28)">
        <rect width="118" height="40" rx="20" fill="#ffffff" />
        <circle cx="22" cy="20" r="8" fill="#22c55e" />
        <text x="38" y="25" fill="#0d1b2a" fontSize="14" fontWeight="700" fontFamily="inherit">
          CTR 7.4%
        </text>
      </g>
      <g data-part="seo-chip" transform="translate(330 12)">
        <rect width="104" height="40" rx="20" fill="#ffffff" fillOpacity="0.2" stroke="#ffffff" strokeOpacity="0.5" />
        <text x="52" y="25" fill="#ffffff" fontSize="14" fontWeight="700" textAnchor="middle" fontFamily="inherit">
          SEO + PPC
        </text>
      </g>
    </svg>
  );
}
