/** The lab's mark: a faceted gem in the studio's two accent colours, drawn inline (no request). */
export function LabLogo({ size = 96 }: { size?: number }) {
  return (
    <svg className="lab-logo" width={size} height={size} viewBox="0 0 96 96" role="img" aria-label="Logo do Lab">
      <defs>
        <linearGradient id="lab-logo-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3ebf" />
          <stop offset="1" stopColor="#7b2cbf" />
        </linearGradient>
        <linearGradient id="lab-logo-b" x1="1" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2de2ff" />
          <stop offset="1" stopColor="#5a189a" />
        </linearGradient>
      </defs>
      <polygon points="48,6 88,34 48,90 8,34" fill="url(#lab-logo-a)" />
      <polygon points="48,6 88,34 48,46" fill="url(#lab-logo-b)" opacity="0.85" />
      <polygon points="8,34 48,46 48,90" fill="#2b0d47" opacity="0.35" />
      <polyline points="8,34 48,46 88,34" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.5" />
      <line x1="48" y1="46" x2="48" y2="90" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
    </svg>
  );
}
