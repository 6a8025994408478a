/** The message of anything thrown by the core (wasm-bindgen gives Error objects). */
export function messageOf(err) {
  if (err instanceof Error) return err.message;
  return String(err);
}
