/** A link from cube data (domain/links.ts): an http(s) or mailto address opens, any other is text. */
import type { ReactNode } from 'react';

export const DataLink = ({ address, children }: { address: string | undefined; children: ReactNode }) =>
  address ? (
    <a href={address} target={address.startsWith('mailto:') ? undefined : '_blank'} rel="noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
