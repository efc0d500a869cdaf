/** Renders search highlights: only the <b>…</b> markers become bold, everything else stays text. */
export const Highlighted = ({ text }: { text: string }) => (
  <>{text.split(/(<b>.*?<\/b>)/g).map((part, i) => (part.startsWith('<b>') && part.endsWith('</b>') ? <strong key={i}>{part.slice(3, -4)}</strong> : part))}</>
);
