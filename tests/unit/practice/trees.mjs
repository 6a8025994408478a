// The trees the practice message tests drive the core on: K&M's π tree (Fig. 1) and twelve
// seeded ones, uniform (i.i.d.) and of random shape, with ties and negative values.
import { GameTree, piTree } from '../wasm.mjs';

/** [{name, tree}]: the π tree, then the seeded trees. */
export function practiceTrees() {
  const trees = [{ name: 'pi', tree: piTree().tree }];
  for (let seed = 1; seed <= 12; seed += 1) {
    const model = seed % 2 ? 'random-shape' : 'iid';
    const spec =
      model === 'iid'
        ? { model, degree: 2 + (seed % 3), height: 3 + (seed % 2), seed, lo: -9, hi: 9 }
        : { model, maxDegree: 3, maxDepth: 4, seed, lo: -9, hi: 9 };
    trees.push({ name: `${model} seed ${seed}`, tree: GameTree.generate(spec) });
  }
  return trees;
}
