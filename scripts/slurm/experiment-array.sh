#!/bin/bash
# One experiment as a Slurm job array: task K of N runs shard K/N of the samples, and a
# job that depends on the whole array merges the N shard files into exactly what one run
# on one machine would print (docs/cli.md, "Experiments beyond one machine").
#
#   jobid=$(sbatch --parsable scripts/slurm/experiment-array.sh)   # N = 16 tasks (edit --array and N together)
#   sbatch --dependency=afterok:$jobid --wrap 'scripts/slurm/experiment-array.sh merge'
#
# (--wrap: the merge is one plain job; submitting this file again would read its --array.)
#
# Every task must run the SAME experiment (model, degree, heights, samples, procedures,
# seed, model options): 'gametree merge' refuses shards of different experiments, a shard
# given twice and missing shards, and names the file. Shards are slices of blocks of 1024
# samples, so N above samples/1024 leaves the extra shards empty (harmless).
# Not run by the test suite: it needs a cluster.
#
#SBATCH --job-name=gametree-experiment
#SBATCH --array=1-16
#SBATCH --cpus-per-task=8
#SBATCH --time=02:00:00
#SBATCH --output=%x-%A_%a.out

set -euo pipefail

N=16 # the number of tasks in --array above
EXPERIMENT=(experiment --model permutation --degree 3 --height 4,6,8,10 --samples 1000000 --proc F1,F2 --seed 1)
OUT=${OUT:-results}

if [[ -n "${SLURM_ARRAY_TASK_ID:-}" && "${1:-}" != merge ]]; then
    mkdir -p "$OUT"
    # Write to a temporary name first: a task that dies half-way leaves no shard file that
    # looks complete.
    gametree "${EXPERIMENT[@]}" --threads "${SLURM_CPUS_PER_TASK:-1}" \
        --shard "$SLURM_ARRAY_TASK_ID/$N" --json > "$OUT/shard-$SLURM_ARRAY_TASK_ID.json.part"
    mv "$OUT/shard-$SLURM_ARRAY_TASK_ID.json.part" "$OUT/shard-$SLURM_ARRAY_TASK_ID.json"
    # No task knows it is the last: the merge is its own job (see the top).
    exit 0
fi

# The merge (well under a second): 'experiment-array.sh merge' once every task is done.
gametree merge "$OUT"/shard-*.json --json > "$OUT/experiment.json"
gametree merge "$OUT"/shard-*.json > "$OUT/experiment.txt"
