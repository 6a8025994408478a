// Words every family's step sentences share: how a position is named (by its Dewey
// coordinates, K&M section 2), a list of positions a cutoff leaves unexamined, a capital.

/** 'the root' or 'position 2.1'. */
export function positionName(dewey) {
  return dewey === '' ? 'the root' : `position ${dewey}`;
}

/** 'root' or '2.1', where the word "position" is already said. */
export function shortDewey(dewey) {
  return dewey || 'root';
}

export function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "position 2.2 is", "positions 2.2 and 2.3 are", "positions 1, 2 and 3 are". */
export function positionsAre(deweys) {
  const names = deweys.map(shortDewey);
  if (names.length === 1) return `position ${names[0]} is`;
  return `positions ${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
}
