// The picture of Our Featured Services when the service has none of its own.

export function DefaultServiceArt() {
  return (
    <svg
      className="featured-services__image"
      viewBox="0 0 600 420"
      width="600"
      height="420"
      role="img"
      aria-label="Social media campaign results on a phone"
      focusable="false"
    >
      <defs>
        <linearGradient id="service-art-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0d1b2a" />
          <stop offset="1" stopColor="#2546f0" />
        </linearGradient>
      </defs>
      <rect width="600" height="420" rx="28" fill="url(#service-art-bg)" />
      <circle cx="520" cy="70" r="110" fill="#7c3aed" opacity="0.35" />
      <rect x="215" y="40" width="170" height="340" rx="28" fill="#ffffff" />
      <rect x="235" y="72" width="130" height="86" rx="12" fill="#e0e7ff" />
      <circle cx="262" cy="186" r="14" fill="#fdba74" />
      <rect x="284" y="178" width="80" height="8" rx="4" fill="#cbd5e1" />
      <rect x="284" y="192" width="54" height="8" rx="4" fill="#e2e8f0" />
      <rect x="235" y="220" width="130" height="8" rx="4" fill="#e2e8f0" />
      <rect x="235" y="236" width="100" height="8" rx="4" fill="#e2e8f0" />
      <path
        d="M240 330 l30-34 26 16 34-44 30 22"
        fill="none"
        stroke="#2546f0"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(60 120)">
        <rect width="130" height="64" rx="16" fill="#ffffff" />
        <text x="65" y="28" textAnchor="middle" fill="#4b5563" fontSize="13" fontWeight="600" fontFamily="inherit">
          Reach
        </text>
        <text x="65" y="50" textAnchor="middle" fill="#0d1b2a" fontSize="18" fontWeight="800" fontFamily="inherit">
          +182%
        </text>
      </g>
      <g transform="translate(410 250)">
        <rect width="140" height="64" rx="16" fill="#ffffff" />
        <text x="70" y="28" textAnchor="middle" fill="#4b5563" fontSize="13" fontWeight="600" fontFamily="inherit">
          Engagement
        </text>
        <text x="70" y="50" textAnchor="middle" fill="#c2410c" fontSize="18" fontWeight="800" fontFamily="inherit">
          4.8x
        </text>
      </g>
    </svg>
  );
}
