//! Frame stacks to reuse across searches, so that a caller searching many trees allocates
//! only when a tree is taller than any before it.

use super::driver;
use super::lean;

/// The driver's frames and the lean loop's (one per level each).
pub struct Stack(pub(crate) Vec<driver::Frame>, pub(crate) Vec<lean::Frame<()>>);

impl Stack {
    pub fn new() -> Stack {
        Stack(Vec::new(), Vec::new())
    }

    /// Bytes held on the heap: one frame per level of the deepest tree searched so far
    /// (`size_of` × capacity of each stack).
    pub fn heap_bytes(&self) -> usize {
        self.0.capacity() * std::mem::size_of::<driver::Frame>()
            + self.1.capacity() * std::mem::size_of::<lean::Frame<()>>()
    }
}

impl Default for Stack {
    fn default() -> Stack {
        Stack::new()
    }
}
