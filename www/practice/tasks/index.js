// The practice tasks by name (practice/tasks.js lists the names; the core checks each).

import { NextTask } from './next.js';
import { OrderTask } from './order.js';
import { PruneTask } from './prune.js';
import { ValuesTask } from './values.js';
import { WindowTask } from './window.js';

export const TASK_KINDS = { prune: PruneTask, values: ValuesTask, window: WindowTask, next: NextTask, order: OrderTask };
