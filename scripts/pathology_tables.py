#!/usr/bin/env python3
"""Runs the decision experiments of Muszycka's thesis §5.3 (Tables XIX-XXVIII) with the
`gametree` binary and writes docs/pathology/tables.json and docs/pathology/tables.md: our
numbers beside the thesis' (Nau's and the author's), with each cell's standard error.

Usage: python3 scripts/pathology_tables.py [--bin target/release/gametree] [--samples 20000]
       [--threads 2] [--only pearl,incremental,dependent,product] [--ties half|strict]
No network; the thesis' numbers are typed in below from its pages 146-158.
"""
import argparse, json, os, subprocess, sys, time

# Tables XIX-XXIV: {t: {d: [w=2, w=3, ...]}}, None = not simulated.
def grid(text):
    out = {}
    for line in text.strip().splitlines():
        head, vals = line.split(':')
        t, d = (int(x.split('=')[1]) for x in head.split())
        out.setdefault(t, {})[d] = [float(v) for v in vals.split()]
    return out

XIX = grid("""
t=5 d=1: 0.842 0.760 0.711 0.692 0.675
t=5 d=2: 0.867 0.779 0.701 0.671 0.649
t=5 d=3: 0.891 0.777 0.708 0.664 0.638
t=6 d=1: 0.809 0.702 0.656 0.637 0.619
t=6 d=2: 0.806 0.699 0.641 0.612 0.602
t=6 d=3: 0.825 0.713 0.632 0.602 0.592
t=6 d=4: 0.833 0.692 0.619 0.577 0.565
t=7 d=1: 0.762 0.666 0.613 0.594
t=7 d=2: 0.769 0.655 0.602 0.566
t=7 d=3: 0.777 0.653 0.606 0.559
t=7 d=4: 0.797 0.640 0.586 0.555
t=7 d=5: 0.811 0.624 0.569 0.538
""")
XX = grid("""
t=5 d=1: 0.851 0.741 0.701 0.672 0.663
t=5 d=2: 0.878 0.750 0.692 0.652 0.604
t=5 d=3: 0.891 0.761 0.734 0.653 0.675
t=6 d=1: 0.815 0.701
t=6 d=2: 0.803 0.698
t=6 d=3: 0.851 0.702
t=6 d=4: 0.833 0.675
t=7 d=1: 0.751 0.671
t=7 d=2: 0.720 0.647
t=7 d=3: 0.737 0.663
t=7 d=4: 0.757 0.662
t=7 d=5: 0.798 0.638
""")
XXI = grid("""
t=5 d=1: 0.941 0.936 0.959 0.968 0.985
t=5 d=2: 0.969 0.967 0.976 0.987 0.997
t=5 d=3: 0.982 0.976 0.987 0.994 0.998
t=6 d=1: 0.936 0.941 0.966 0.972 0.985
t=6 d=2: 0.953 0.961 0.978 0.990 0.996
t=6 d=3: 0.976 0.978 0.992 0.996 0.999
t=6 d=4: 0.987 0.983 0.992 0.999 0.999
t=7 d=1: 0.924 0.936 0.948 0.969
t=7 d=2: 0.955 0.960 0.974 0.992
t=7 d=3: 0.964 0.964 0.977 0.992
t=7 d=4: 0.980 0.982 0.988 0.996
t=7 d=5: 0.985 0.985 0.994 0.998
""")
XXII = grid("""
t=5 d=1: 0.960 0.912 0.908 0.916 0.924
t=5 d=2: 0.972 0.923 0.913 0.929 0.937
t=5 d=3: 0.976 0.954 0.927 0.941 0.949
t=6 d=1: 0.929 0.930
t=6 d=2: 0.945 0.942
t=6 d=3: 0.957 0.959
t=6 d=4: 0.971 0.979
t=7 d=1: 0.931 0.926
t=7 d=2: 0.947 0.931
t=7 d=3: 0.956 0.937
t=7 d=4: 0.964 0.959
t=7 d=5: 0.972 0.984
""")
XXIII = grid("""
t=4 d=1: 0.812 0.801 0.794 0.721
t=4 d=2: 0.834 0.815 0.799 0.742
t=4 d=3: 0.891 0.819 0.805 0.766
t=5 d=1: 0.724 0.717 0.690
t=5 d=2: 0.729 0.732 0.692
t=5 d=3: 0.762 0.754 0.691
t=5 d=4: 0.779 0.760 0.699
t=6 d=1: 0.633 0.651
t=6 d=2: 0.641 0.662
t=6 d=3: 0.684 0.654
t=6 d=4: 0.709 0.673
t=6 d=5: 0.712 0.699
""")
XXIV = grid("""
t=4 d=1: 0.726 0.697 0.656 0.612
t=4 d=2: 0.738 0.699 0.662 0.612
t=4 d=3: 0.749 0.708 0.687 0.624
t=5 d=1: 0.659 0.641 0.612
t=5 d=2: 0.662 0.657 0.624
t=5 d=3: 0.678 0.649 0.636
t=5 d=4: 0.691 0.661 0.639
t=6 d=1: 0.610 0.605
t=6 d=2: 0.615 0.612
t=6 d=3: 0.614 0.624
t=6 d=4: 0.624 0.629
t=6 d=5: 0.635 0.629
""")

# Tables XXV-XXVIII (w = 2): {t: [d = 1 .. t-2]}; the printed columns are shifted in places
# and d >= t-1 is 1.000 throughout, which places the rows.
def tri(text):
    return {int(l.split(':')[0][2:]): [float(v.rstrip('?')) for v in l.split(':')[1].split()]
            for l in text.strip().splitlines()}

XXV = tri("""
t=3: 0.947
t=4: 0.906 0.934
t=5: 0.842 0.876 0.904
t=6: 0.809 0.816 0.840 0.865
t=7: 0.762 0.772 0.779 0.815 0.837
t=8: 0.729 0.732 0.746 0.754 0.782 0.802
t=9: 0.694 0.695 0.698 0.708 0.718 0.747 0.777
t=10: 0.670 0.669 0.673 0.676 0.683 0.684 0.710 0.747
t=11: 0.643 0.641 0.642 0.647 0.643 0.654 0.664 0.695 0.711
t=12: 0.621 0.620 0.623 0.675? 0.629 0.630 0.637 0.646 0.658 0.684
t=13: 0.620 0.619 0.619 0.622 0.622 0.623 0.628 0.638 0.637 0.660 0.677?
""")
XXVI = tri("""
t=3: 0.982
t=4: 0.970 0.981
t=5: 0.941 0.963 0.981
t=6: 0.936 0.949 0.973 0.985
t=7: 0.924 0.944 0.959 0.972 0.983
t=8: 0.933 0.945 0.962 0.968 0.978 0.988
t=9: 0.914 0.929 0.943 0.957 0.968 0.980 0.987
t=10: 0.920 0.928 0.940 0.948 0.964 0.973 0.984 0.992
t=11: 0.914 0.929 0.940 0.950 0.957 0.962 0.972 0.979 0.987
t=12: 0.913 0.924 0.937 0.943 0.952 0.962 0.969 0.977 0.984 0.991
t=13: 0.910 0.922 0.931 0.936 0.948 0.952 0.960 0.967 0.976 0.978 0.992
""")
XXVII = tri("""
t=3: 0.941
t=4: 0.902 0.921
t=5: 0.856 0.880 0.912
t=6: 0.807 0.818 0.852 0.873
t=7: 0.790 0.790 0.784 0.819 0.821
t=8: 0.712 0.722 0.739 0.760 0.794 0.812
t=9: 0.699 0.701 0.709 0.713 0.716 0.762 0.791
t=10: 0.690 0.699 0.712 0.715 0.716 0.721 0.732 0.749
t=11: 0.623 0.639 0.647 0.651 0.655 0.664 0.671 0.682 0.705
t=12: 0.619 0.625 0.627 0.670 0.671 0.682 0.687 0.689 0.692 0.694
t=13: 0.618 0.620 0.622 0.627 0.629 0.633 0.641 0.641 0.643 0.647 0.652
""")
XXVIII = tri("""
t=3: 0.980
t=4: 0.965 0.972
t=5: 0.931 0.935 0.970
t=6: 0.927 0.935 0.958 0.973
t=7: 0.910 0.932 0.936 0.951 0.970
t=8: 0.927 0.931 0.949 0.957 0.971 0.980
t=9: 0.910 0.921 0.935 0.949 0.951 0.962 0.979
t=10: 0.912 0.918 0.931 0.940 0.952 0.959 0.964 0.971
t=11: 0.908 0.917 0.932 0.941 0.950 0.953 0.961 0.969 0.977
t=12: 0.906 0.914 0.921 0.931 0.935 0.942 0.948 0.953 0.955 0.959
t=13: 0.905 0.912 0.920 0.928 0.932 0.941 0.950 0.958 0.961 0.966 0.971
""")


def run(binary, args, threads):
    cmd = [binary, 'pathology', 'game'] + args + ['--threads', str(threads), '--json']
    t0 = time.time()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    v = json.loads(out)
    v['command'] = 'gametree pathology game ' + ' '.join(args)
    v['seconds'] = round(time.time() - t0, 1)
    print(f"{v['seconds']:7.1f}s  {v['command']}", file=sys.stderr)
    return v


def jobs(samples, only):
    s = ['--samples', str(samples), '--seed', '1']
    todo = []
    for game in ['pearl', 'incremental']:
        if game in only:
            for t, ws in [(5, range(2, 7)), (6, range(2, 7)), (7, range(2, 6))]:
                for w in ws:
                    todo.append((f'{game} minimax w={w} t={t}', ['--game', game, '--width', str(w), '--terminal-level', str(t)] + s))
    if 'dependent' in only:
        for scheme in ['integer', 'real']:
            for sons in ['independent', 'distinct']:
                for t, ws in [(4, range(2, 6)), (5, range(2, 5)), (6, range(2, 4))]:
                    for w in ws:
                        todo.append((f'{scheme} {sons} w={w} t={t}', ['--game', 'dependent', '--scheme', scheme, '--sons', sons,
                                                                      '--width', str(w), '--terminal-level', str(t)] + s))
    if 'product' in only:
        for game in ['pearl', 'incremental']:
            for backup in ['product', 'minimax']:
                for t in range(3, 14):
                    todo.append((f'{game} {backup} w=2 t={t}', ['--game', game, '--width', '2', '--terminal-level', str(t),
                                                                '--backup', backup] + s))
    return todo


def cell(res, key, d):
    r = res.get(key)
    if r is None:
        return None
    row = r['depths'][d - 1]
    return row['correct'], row['stderr']


def tally(counts, name, z, diff):
    """Counts a cell within 2 of our SE, and within 2 SE of the difference of two estimates of
    the same size (the thesis' 20,000 trees; Nau's sample size is not given)."""
    c = counts.setdefault(name, [0, 0, 0, 0.0, 0.0])
    c[3] += abs(diff)
    c[4] = max(c[4], abs(diff))
    c[0] += abs(z) <= 2
    c[1] += abs(z) <= 2 * 2 ** 0.5
    c[2] += 1


def markdown(res, samples):
    md = []
    counts = {}

    def wtable(title, ref_tables, game_key, ts, cmd):
        md.append(f'\n#### {title}\n')
        md.append(f'`{cmd}`\n')
        names = [n for n, _ in ref_tables]
        md.append('| t | d | w | ' + ' | '.join(names) + ' | ours ± SE | ' + ' | '.join(f'z vs {n}' for n in names) + ' |')
        md.append('|---|---|---|' + '---|' * (2 * len(names) + 1))
        for t, ds in ts:
            for d in range(1, ds + 1):
                for w in range(2, 7):
                    key = game_key(w, t)
                    c = cell(res, key, d)
                    refs = [tab.get(t, {}).get(d, []) for _, tab in ref_tables]
                    refs = [r[w - 2] if len(r) > w - 2 else None for r in refs]
                    if c is None or all(r is None for r in refs):
                        continue
                    zs = []
                    for (n, _), r in zip(ref_tables, refs):
                        if r is None:
                            zs.append('')
                            continue
                        z = (c[0] - r) / c[1] if c[1] > 0 else 0.0
                        tally(counts, n, z, c[0] - r)
                        zs.append(f'{z:+.1f}')
                    md.append(f'| {t} | {d} | {w} | ' + ' | '.join('' if r is None else f'{r:.3f}' for r in refs)
                              + f' | {c[0]:.3f} ± {c[1]:.3f} | ' + ' | '.join(zs) + ' |')

    def ttable(title, ref_tables, key, cmd):
        md.append(f'\n#### {title}\n')
        md.append(f'`{cmd}` (the last column: the same with `--backup minimax`)\n')
        names = [n for n, _ in ref_tables]
        md.append('| t | d | ' + ' | '.join(names) + ' | ours ± SE | ' + ' | '.join(f'z vs {n}' for n in names) + ' | ours, minimax |')
        md.append('|---|---|' + '---|' * (2 * len(names) + 2))
        for t in range(3, 14):
            for d in range(1, t - 1):
                c = cell(res, key('product', t), d)
                m = cell(res, key('minimax', t), d)
                if c is None:
                    continue
                refs = [tab[t][d - 1] for _, tab in ref_tables]
                zs = []
                for n, r in zip(names, refs):
                    z = (c[0] - r) / c[1]
                    tally(counts, n, z, c[0] - r)
                    zs.append(f'{z:+.1f}')
                md.append(f'| {t} | {d} | ' + ' | '.join(f'{r:.3f}' for r in refs) + f' | {c[0]:.3f} ± {c[1]:.3f} | '
                          + ' | '.join(zs) + ' | ' + ('' if m is None else f'{m[0]:.3f}') + ' |')

    ts_nau = [(5, 3), (6, 4), (7, 5)]
    wtable('Pearl-game, minimax (Tables XIX and XX)', [('XIX', XIX), ('XX', XX)], lambda w, t: f'pearl minimax w={w} t={t}', ts_nau,
           'gametree pathology game --game pearl --width W --terminal-level T --samples 20000 --seed 1 --threads 2 --json')
    wtable('Incremental game, minimax (Tables XXI and XXII)', [('XXI', XXI), ('XXII', XXII)],
           lambda w, t: f'incremental minimax w={w} t={t}', ts_nau,
           'gametree pathology game --game incremental --width W --terminal-level T --samples 20000 --seed 1 --threads 2 --json')
    ts_dep = [(4, 3), (5, 4), (6, 5)]
    wtable('Integer-dependent, independent sons\' values (Table XXIII)', [('XXIII', XXIII)],
           lambda w, t: f'integer independent w={w} t={t}', ts_dep,
           'gametree pathology game --game dependent --scheme integer --sons independent --width W --terminal-level T --samples 20000 --seed 1 --threads 2 --json')
    wtable('Real-dependent, independent sons\' values (Table XXIV)', [('XXIV', XXIV)],
           lambda w, t: f'real independent w={w} t={t}', ts_dep,
           'gametree pathology game --game dependent --scheme real --sons independent --width W --terminal-level T --samples 20000 --seed 1 --threads 2 --json')
    ttable('Pearl-game, product propagation, w = 2 (Tables XXV and XXVII)', [('XXV', XXV), ('XXVII', XXVII)],
           lambda b, t: f'pearl {b} w=2 t={t}',
           'gametree pathology game --game pearl --width 2 --terminal-level T --backup product --samples 20000 --seed 1 --threads 2 --json')
    ttable('Incremental game, product propagation, w = 2 (Tables XXVI and XXVIII)', [('XXVI', XXVI), ('XXVIII', XXVIII)],
           lambda b, t: f'incremental {b} w=2 t={t}',
           'gametree pathology game --game incremental --width 2 --terminal-level T --backup product --samples 20000 --seed 1 --threads 2 --json')
    distinct = [k for k in res if 'distinct' in k]
    if distinct:
        perfect = all(all(r['correct'] == 1.0 for r in res[k]['depths']) for k in distinct)
        md.append(f'\nDistinct sons\' values (the thesis\' text), {len(distinct)} runs (all sizes of Tables XXIII-XXIV): '
                  + ('every decision correct at every depth.' if perfect else 'NOT all correct.'))
    summary = ['| table | cells | within 2 SE (ours) | within 2 SE of a difference (sqrt 2 x ours) | mean abs. difference | largest |',
               '|---|---|---|---|---|---|']
    for n in ['XIX', 'XX', 'XXI', 'XXII', 'XXIII', 'XXIV', 'XXV', 'XXVI', 'XXVII', 'XXVIII']:
        if n in counts:
            c = counts[n]
            summary.append(f'| {n} | {c[2]} | {c[0]} | {c[1]} | {c[3] / c[2]:.3f} | {c[4]:.3f} |')
    return '\n'.join(summary) + '\n' + '\n'.join(md) + '\n', counts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default='target/release/gametree')
    ap.add_argument('--samples', type=int, default=20000)
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--only', default='pearl,incremental,dependent,product')
    ap.add_argument('--out', default='docs/pathology')
    ap.add_argument('--tables-only', action='store_true', help='rewrite tables.md from tables.json')
    ap.add_argument('--ties', default='half', choices=['half', 'strict'],
                    help='strict: ties count as wrong; writes tables-strict.json and tables-strict.md')
    a = ap.parse_args()
    suffix = '' if a.ties == 'half' else '-strict'
    path = os.path.join(a.out, f'tables{suffix}.json')
    res = json.load(open(path)) if os.path.exists(path) else {}
    if not a.tables_only:
        for key, args in jobs(a.samples, a.only.split(',')):
            res[key] = run(a.bin, args + (['--ties', 'strict'] if a.ties == 'strict' else []), a.threads)
            json.dump(res, open(path, 'w'), indent=1, sort_keys=True)
    text, counts = markdown(res, a.samples)
    open(os.path.join(a.out, f'tables{suffix}.md'), 'w').write(text)
    print(text)


if __name__ == '__main__':
    main()
