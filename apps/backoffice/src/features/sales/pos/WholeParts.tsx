/**
 * Parts of a line joined by " · ", each wrapping whole on a narrow screen: "Cambio Q 0.00", never
 * "Cambio Q" over "0.00"; "2026-12-07 14:21", never the date over the time.
 */
export function WholeParts({ parts }: { parts: readonly string[] }) {
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && ' · '}
      <span className="pos-nowrap">{part}</span>
    </span>
  ));
}
