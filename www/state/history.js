// Undo and redo of tree edits: a list of tree texts (the core's canonical notation) and
// a cursor. Each entry is a whole tree, so undo never has to invert an edit.
export class UndoStack {
  constructor(limit = 200) {
    this.limit = limit;
    this.items = [];
    this.at = -1;
  }

  /** Records a new current tree (drops anything that was undone). */
  push(text) {
    if (this.items[this.at] === text) return;
    this.items.splice(this.at + 1);
    this.items.push(text);
    if (this.items.length > this.limit) this.items.shift();
    this.at = this.items.length - 1;
  }

  get canUndo() {
    return this.at > 0;
  }

  get canRedo() {
    return this.at < this.items.length - 1;
  }

  undo() {
    if (!this.canUndo) return null;
    this.at -= 1;
    return this.items[this.at];
  }

  redo() {
    if (!this.canRedo) return null;
    this.at += 1;
    return this.items[this.at];
  }
}
