// The dashboard's welcome image: an inline illustration (no extra request).

export function WelcomeIllustration() {
  return (
    <svg className="dashboard__image" viewBox="0 0 320 200" role="img" aria-labelledby="welcome-illustration-title">
      <title id="welcome-illustration-title">Charts rising on a laptop screen</title>
      <defs>
        <linearGradient id="wi-bg" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#2546f0" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect x="10" y="10" width="300" height="180" rx="24" fill="url(#wi-bg)" />
      <rect x="60" y="40" width="200" height="120" rx="10" fill="#fff" />
      <rect x="80" y="120" width="24" height="24" rx="4" fill="#93c5fd" />
      <rect x="116" y="100" width="24" height="44" rx="4" fill="#60a5fa" />
      <rect x="152" y="80" width="24" height="64" rx="4" fill="#3b82f6" />
      <rect x="188" y="60" width="24" height="84" rx="4" fill="#2546f0" />
      <path d="M80 112l36-20 36-18 36-22 40-8" stroke="#c2410c" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="228" cy="44" r="6" fill="#c2410c" />
    </svg>
  );
}
