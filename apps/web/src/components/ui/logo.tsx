// The Tremplin mark (the same drawing as public/favicon.svg), decorative beside the product name.
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#237350" />
      <path d="M12 48 L40 40" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
      <path d="M18 46 L18 54" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M30 36 C34 24 42 16 52 12" fill="none" stroke="#5dc596" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M44 10 L53 11.5 L50 20"
        fill="none"
        stroke="#5dc596"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
