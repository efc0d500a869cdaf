/** A left-panel section's heading with a count badge; the badge is read out as a sentence (`countText`). */
export const CountHeading = ({ id, title, count, countText, testId }: { id: string; title: string; count: number; countText: string; testId: string }) => (
  <h2 id={id} className="section-heading">
    {title}
    <span className="badge" aria-hidden="true" data-testid={testId}>
      {count}
    </span>
    <span className="visually-hidden">{countText}</span>
  </h2>
);
