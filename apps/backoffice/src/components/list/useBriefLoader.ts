import { useEffect, useState } from 'react';

/**
 * A loading indicator that gives up after `ms` (the stock list's 1500 ms, DECISIONS P2-03h): a slow
 * read of a large stock list keeps the rows already shown usable instead of veiling them.
 */
export function useBriefLoader(active: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => {
      clearTimeout(timer);
      setExpired(false);
    };
  }, [active, ms]);
  return active && !expired;
}
