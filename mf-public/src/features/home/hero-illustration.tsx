// The banner's picture: a campaign dashboard with rising traffic, drawn inline
// so the first view needs no image download.

export function HeroIllustration() {
  return (
    <svg className="hero__illustration" viewBox="0 0 520 300" width="520" height="300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-chart-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c9bff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#7c9bff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fdba74" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      {/* Dashboard window */}
      <rect x="18" y="20" width="360" height="250" rx="18" fill="#ffffff" fillOpacity="0.1" stroke="#ffffff" strokeOpacity="0.25" />
      <circle cx="42" cy="42" r="5" fill="#f87171" />
      <circle cx="58" cy="42" r="5" fill="#fbbf24" />
      <circle cx="74" cy="42" r="5" fill="#34d399" />
      <rect x="40" y="64" width="120" height="10" rx="5" fill="#ffffff" fillOpacity="0.55" />
      <rect x="40" y="82" width="70" height="8" rx="4" fill="#ffffff" fillOpacity="0.3" />
      {/* Traffic curve */}
      <path d="M40 230 C90 215 110 190 150 195 S210 150 250 140 S320 90 356 76 L356 250 L40 250 Z" fill="url(#hero-chart-fill)" />
      <path
        d="M40 230 C90 215 110 190 150 195 S210 150 250 140 S320 90 356 76"
        fill="none"
        stroke="#c7d4ff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="356" cy="76" r="8" fill="#fff" stroke="#2546f0" strokeWidth="4" />
      <g stroke="#ffffff" strokeOpacity="0.12">
        <path d="M40 130h316M40 170h316M40 210h316" />
      </g>
      {/* Conversions card */}
      <g transform="translate(300 150)">
        <rect width="200" height="120" rx="16" fill="#ffffff" />
        <text x="18" y="32" fill="#4b5563" fontSize="13" fontWeight="600" fontFamily="inherit">
          Conversions
        </text>
        <text x="18" y="62" fill="#0d1b2a" fontSize="26" fontWeight="800" fontFamily="inherit">
          +248%
        </text>
        <rect x="120" y="66" width="12" height="34" rx="3" fill="url(#hero-bar)" />
        <rect x="138" y="54" width="12" height="46" rx="3" fill="url(#hero-bar)" />
        <rect x="156" y="40" width="12" height="60" rx="3" fill="url(#hero-bar)" />
        <rect x="18" y="78" width="84" height="8" rx="4" fill="#e5e9f5" />
        <rect x="18" y="92" width="60" height="8" rx="4" fill="#e5e9f5" />
      </g>
      {/* Ranking badge */}
      <g transform="translate(396 30)">
        <rect width="108" height="88" rx="16" fill="#2546f0" stroke="#ffffff" strokeOpacity="0.35" />
        <text x="54" y="34" fill="#c7d4ff" fontSize="12" fontWeight="600" textAnchor="middle" fontFamily="inherit">
          Google rank
        </text>
        <text x="54" y="70" fill="#ffffff" fontSize="32" fontWeight="800" textAnchor="middle" fontFamily="inherit">
          #1
        </text>
      </g>
    </svg>
  );
}
