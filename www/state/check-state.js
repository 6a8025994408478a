// What a page state is (the keys of link-keys.js's table, each with its kind of value):
// every action of the store (store.js) checks the state it makes here, so a wrong value
// stops at the action that made it, with the action and the key named.
import { linkKeys } from './link-keys.js';

/** Throws a TypeError naming the action and the key when `s` is not a page state. */
export function checkState(s, action = 'the store') {
  const fail = (key, what) => {
    throw new TypeError(`${action}: ${key} must be ${what}, not ${JSON.stringify(s[key])?.slice(0, 80)}`);
  };
  const rows = linkKeys();
  const expected = rows.map((row) => row.key);
  for (const k of Object.keys(s)) if (!expected.includes(k)) fail(k, 'absent (not a key of the page state)');
  // A procedure option the full core's catalogue added (Ballard's range) is absent from a state made before it.
  for (const row of rows) if (!(row.key in s) && !row.option) fail(row.key, 'given');
  for (const row of rows) row.check(s, fail);
  return s;
}
