// An error of the page's own scripts that the page words in its language: its English text
// (what a page without its messages, the tests and the console show) and the message that
// words it (`id` and `args`, numbers shown grouped: "2,000,000", German "2.000.000"). Made
// where no message bundle is at hand (a Web Worker, the limits shared with the element);
// the page formats it (core/errors.js messageOf), and a worker posts it as its fields
// (errorData), which errorFrom turns back into an Error. No imports: workers carry it.

/** An Error saying `english`, worded on the page by message `id` with `args`; `grouped`:
 *  its numbers grouped as the English text groups them ("2,000,000"), else printed whole. */
export const pageError = (english, id, args, grouped = true) => Object.assign(new Error(english), { id, args, ...(grouped ? { grouped } : {}) });

/** The Error a worker posted as {message, id, args, grouped?} (errorData; core/tree-worker.js). */
export const errorFrom = ({ message, id, args, grouped }) => Object.assign(new Error(message), id ? { id, args, ...(grouped ? { grouped } : {}) } : {});

/** What a worker posts of an error: its text and, when it has one, its message. */
export function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  return err.id ? { message: err.message, id: err.id, args: err.args, ...(err.grouped ? { grouped: true } : {}) } : { message: err.message };
}
