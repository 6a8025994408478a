// What the page shows (the page state's `show`): one procedure's search ('single', the
// procedure is `proc`), the compare view side by side ('side': Knuth & Moore's F0, F1, F2
// and the procedures in `cmp`) or the difference of two runs on one tree ('diff': the two in
// `diff`). A view, not a procedure: `proc` stays the procedure shown when the page goes back
// to one.
export const SHOWS = ['single', 'side', 'diff'];

/** Whether state `S` shows the compare view (side by side or the difference). */
export const comparing = (S) => S.show !== 'single';
