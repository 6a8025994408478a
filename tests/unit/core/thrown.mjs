// The core errors' tests: the error a bad call throws.
import assert from 'node:assert/strict';

/** The error `call` throws; a call the core accepts fails the test, named by `what`. */
export function thrown(what, call) {
  try {
    call();
  } catch (e) {
    return e;
  }
  assert.fail(`${what}: the core accepted it`);
}
