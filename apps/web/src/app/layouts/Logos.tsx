import { siteConfig } from '../../lib/siteConfig';

/** The product's mark: a note on a rounded square. */
export function SiteLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={`${siteConfig.productName} logo`}>
      <rect width="32" height="32" rx="6" fill="currentColor" opacity="0.15" />
      <path d="M12 23.5a3.5 3.5 0 1 1-2-3.16V8l12-3v14.5a3.5 3.5 0 1 1-2-3.16V9.56l-8 2z" fill="currentColor" />
    </svg>
  );
}

/** The orchestra's mark: a stylised stave. */
export function OrchestraLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size * 2} height={size} viewBox="0 0 64 32" role="img" aria-label={`${siteConfig.orchestraName} logo`}>
      {[6, 11, 16, 21, 26].map((y) => (
        <line key={y} x1="2" x2="62" y1={y} y2={y} stroke="currentColor" strokeWidth="1.5" />
      ))}
      <circle cx="24" cy="21" r="4" fill="currentColor" />
      <circle cx="40" cy="11" r="4" fill="currentColor" />
    </svg>
  );
}
