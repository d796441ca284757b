import { createContext, useContext, useId, useLayoutEffect } from 'react';

/**
 * What a page tells the tab bar about itself: still loading, or showing a problem instead of
 * its screen (an error panel, not found). A page that says nothing is its screen.
 */
export type PageProblem = 'loading' | 'problem';
export type PageOutcome = PageProblem | 'shown';

type Report = (reporter: string, outcome: PageProblem | null) => void;

export const PageOutcomeContext = createContext<Report>(() => undefined);

/**
 * Says `outcome` for as long as the calling component shows it (null: nothing to say). A tab
 * opens for a page only once it is shown; a problem never gets one.
 */
export function usePageOutcome(outcome: PageProblem | null) {
  const report = useContext(PageOutcomeContext);
  const reporter = useId();
  useLayoutEffect(() => {
    report(reporter, outcome);
  }, [report, reporter, outcome]);
  useLayoutEffect(() => () => report(reporter, null), [report, reporter]);
}

/** One page's outcome from what its parts say: any problem wins, then any loading. */
export function outcomeOf(said: Iterable<PageProblem>): PageOutcome {
  let outcome: PageOutcome = 'shown';
  for (const each of said) {
    if (each === 'problem') return 'problem';
    outcome = 'loading';
  }
  return outcome;
}
