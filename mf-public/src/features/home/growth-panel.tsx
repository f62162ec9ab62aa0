// A decorative report card beside 'Why Choose': month-on-month growth of leads.

export function GrowthPanel() {
  const bars = [38, 52, 47, 66, 74, 88];
  return (
    <svg viewBox="0 0 360 300" width="360" height="300" className="why-choose__chart" focusable="false">
      <rect width="360" height="300" rx="22" fill="#ffffff" />
      <text x="28" y="46" fill="#4b5563" fontSize="14" fontWeight="600" fontFamily="inherit">
        Qualified leads per month
      </text>
      <text x="28" y="82" fill="#0d1b2a" fontSize="30" fontWeight="800" fontFamily="inherit">
        1,284
      </text>
      <rect x="150" y="60" width="72" height="26" rx="13" fill="#ecfdf3" />
      <text x="186" y="78" fill="#15803d" fontSize="13" fontWeight="700" textAnchor="middle" fontFamily="inherit">
        +64%
      </text>
      {bars.map((height, index) => (
        <rect
          key={index}
          x={34 + index * 52}
          y={260 - height * 1.6}
          width="30"
          height={height * 1.6}
          rx="8"
          fill={index === bars.length - 1 ? '#2546f0' : '#c7d2fe'}
        />
      ))}
      <path d="M28 262h304" stroke="#e5e7eb" strokeWidth="2" />
    </svg>
  );
}
