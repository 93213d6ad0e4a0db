/** The company's mark: a rice-grain sun over a field, drawn in the brand colours. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--ck-colors-brand-600)" />
      <circle cx="20" cy="17" r="7" fill="var(--ck-colors-gold-400)" />
      <path
        d="M6 30c6-4 22-4 28 0"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M9 35c5-3 17-3 22 0"
        stroke="#fff"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
        opacity="0.7"
      />
    </svg>
  )
}
