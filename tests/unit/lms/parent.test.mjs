// The target origin of the messages to the parent (www/lms/parent.js): the parent's origin
// when the browser tells it (ancestorOrigins, else the referrer's origin), '*' only when it
// cannot be known or is opaque; nothing is posted when the page is not in a frame.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parentOrigin, postToParent } from '../../../www/lms/parent.js';

function frame({ ancestors, referrer }) {
  const posted = [];
  const parent = { postMessage: (data, target) => posted.push({ data, target }) };
  return { win: { parent, location: { ancestorOrigins: ancestors }, document: { referrer } }, posted };
}

test('the parent origin: ancestorOrigins first, then the referrer, else *', () => {
  assert.equal(parentOrigin(frame({ ancestors: ['https://lms.example.edu'], referrer: 'https://other.example/x' }).win), 'https://lms.example.edu');
  assert.equal(parentOrigin(frame({ ancestors: undefined, referrer: 'https://book.example.org/ch3/page.html?x=1' }).win), 'https://book.example.org');
  assert.equal(parentOrigin(frame({ ancestors: [], referrer: '' }).win), '*');
  assert.equal(parentOrigin(frame({ ancestors: ['null'], referrer: 'file:///home/t/course.html' }).win), '*', 'opaque origins cannot be targets');
  assert.equal(parentOrigin(frame({ ancestors: undefined, referrer: 'not a url' }).win), '*');
});

test('postToParent posts to the parent with that origin; not in a frame, nothing', () => {
  const { win, posted } = frame({ ancestors: ['https://lms.example.edu'], referrer: '' });
  assert.equal(postToParent({ a: 1 }, win), true);
  assert.deepEqual(posted, [{ data: { a: 1 }, target: 'https://lms.example.edu' }]);
  const top = { location: {}, document: {} };
  top.parent = top;
  assert.equal(postToParent({ a: 1 }, top), false);
  const throwing = frame({ ancestors: ['https://x.example'] });
  throwing.win.parent.postMessage = () => {
    throw new Error('DataCloneError');
  };
  assert.equal(postToParent({ f() {} }, throwing.win), false, 'an uncloneable message is dropped, the page goes on');
});
