#!/usr/bin/env python3
"""Reproduces the thesis' Figs. 44-47 (eq. (1), w = 2) and 50-53 (eq. (3), q = 0.05): ERR
after 0..10 iterations of Pearl's recursion against the leaves' p, for (err1, err2) in
{0.1, 0.2}^2. Runs `gametree pathology recursion --json` (no network) and writes
docs/pathology/fig44.svg ... fig53.svg and docs/pathology/recursion.md (the data); and, from
docs/pathology/tables.json (scripts/pathology_tables.py), depth-pearl.svg and
depth-incremental.svg: P(correct) against the search depth, minimax beside product propagation.

Usage: python3 scripts/pathology_figures.py [--bin target/release/gametree]
"""
import argparse, json, os, subprocess

FIGS = [(44, 0.1, 0.1, 0.0), (45, 0.1, 0.2, 0.0), (46, 0.2, 0.1, 0.0), (47, 0.2, 0.2, 0.0),
        (50, 0.1, 0.1, 0.05), (51, 0.1, 0.2, 0.05), (52, 0.2, 0.1, 0.05), (53, 0.2, 0.2, 0.05)]
LEVELS = 10


def recursion(binary, e1, e2, p, q):
    args = [binary, 'pathology', 'recursion', '--width', '2', '--err1', str(e1), '--err2', str(e2),
            '--p', f'{p:.4f}', '--levels', str(LEVELS), '--json']
    if q:
        args += ['--q', str(q)]
    rows = json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)['rows']
    return [r['ERR'] for r in rows]  # index k = after k iterations (level 10 - k)


def svg(fig, e1, e2, q, ps, curves):
    W, H, L, R, T, B = 560, 360, 56, 120, 30, 44
    ymax = max(0.5, max(max(c) for c in curves))
    ymax = round(ymax + 0.049, 1)
    x = lambda p: L + (p - 0.2) / 0.7 * (W - L - R)
    y = lambda v: H - B - v / ymax * (H - T - B)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           'font-family="sans-serif" font-size="11">',
           f'<rect width="{W}" height="{H}" fill="white"/>']
    title = (f'Fig. {fig}: ERR after k iterations of eq. ({3 if q else 1}), w = 2, err1 = {e1}, err2 = {e2}'
             + (f', q = {q}' if q else ''))
    out.append(f'<text x="{L}" y="18" font-size="12">{title}</text>')
    for i in range(8):
        p = 0.2 + i * 0.1
        out.append(f'<line x1="{x(p):.1f}" y1="{T}" x2="{x(p):.1f}" y2="{H - B}" stroke="#ddd"/>')
        out.append(f'<text x="{x(p):.1f}" y="{H - B + 14}" text-anchor="middle">{p:.1f}</text>')
    steps = int(round(ymax / 0.1))
    for j in range(steps + 1):
        v = j * 0.1
        out.append(f'<line x1="{L}" y1="{y(v):.1f}" x2="{W - R}" y2="{y(v):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:.1f}</text>')
    out.append(f'<line x1="{L}" y1="{y(0.5):.1f}" x2="{W - R}" y2="{y(0.5):.1f}" stroke="#999" stroke-dasharray="4 3"/>')
    out.append(f'<text x="{(L + W - R) / 2}" y="{H - 10}" text-anchor="middle">p (probability that a leaf is a WIN)</text>')
    out.append(f'<text x="14" y="{(T + H - B) / 2}" text-anchor="middle" transform="rotate(-90 14 {(T + H - B) / 2})">ERR</text>')
    for k in range(LEVELS + 1):
        hue = int(240 - 240 * k / LEVELS)
        color = f'hsl({hue},70%,40%)'
        pts = ' '.join(f'{x(p):.1f},{y(c[k]):.1f}' for p, c in zip(ps, curves))
        out.append(f'<polyline fill="none" stroke="{color}" stroke-width="{2 if k in (0, LEVELS) else 1.2}" points="{pts}"/>')
        out.append(f'<line x1="{W - R + 12}" y1="{T + 8 + k * 16}" x2="{W - R + 32}" y2="{T + 8 + k * 16}" stroke="{color}" stroke-width="2"/>')
        out.append(f'<text x="{W - R + 38}" y="{T + 12 + k * 16}">k = {k}</text>')
    out.append('</svg>')
    return '\n'.join(out) + '\n'


def depth_svg(res, game, title):
    """P(correct) against search depth d for w = 2 and t = 5, 7, 9, 11, 13: minimax solid,
    product propagation dashed (from docs/pathology/tables.json)."""
    W, H, L, R, T, B = 560, 360, 56, 120, 30, 44
    ts = [5, 7, 9, 11, 13]
    lo = 0.5 if game == 'pearl' else 0.85
    x = lambda d: L + (d - 1) / 12 * (W - L - R)
    y = lambda v: H - B - (v - lo) / (1 - lo) * (H - T - B)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}" '
           'font-family="sans-serif" font-size="11">', f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{L}" y="18" font-size="12">{title}</text>']
    for d in range(1, 14):
        out.append(f'<line x1="{x(d):.1f}" y1="{T}" x2="{x(d):.1f}" y2="{H - B}" stroke="#ddd"/>')
        out.append(f'<text x="{x(d):.1f}" y="{H - B + 14}" text-anchor="middle">{d}</text>')
    steps = int(round((1 - lo) / 0.05))
    for j in range(steps + 1):
        v = lo + j * 0.05
        out.append(f'<line x1="{L}" y1="{y(v):.1f}" x2="{W - R}" y2="{y(v):.1f}" stroke="#ddd"/>')
        out.append(f'<text x="{L - 6}" y="{y(v) + 4:.1f}" text-anchor="end">{v:.2f}</text>')
    out.append(f'<text x="{(L + W - R) / 2}" y="{H - 10}" text-anchor="middle">search depth d</text>')
    out.append(f'<text x="14" y="{(T + H - B) / 2}" text-anchor="middle" '
               f'transform="rotate(-90 14 {(T + H - B) / 2})">P(correct decision)</text>')
    for i, t in enumerate(ts):
        color = f'hsl({int(240 - 240 * i / (len(ts) - 1))},70%,40%)'
        for backup, dash in [('minimax', ''), ('product', ' stroke-dasharray="5 3"')]:
            rows = res.get(f'{game} {backup} w=2 t={t}')
            if not rows:
                continue
            pts = ' '.join(f'{x(r["depth"]):.1f},{y(r["correct"]):.1f}' for r in rows['depths'][:t - 2])
            out.append(f'<polyline fill="none" stroke="{color}" stroke-width="1.6"{dash} points="{pts}"/>')
        out.append(f'<line x1="{W - R + 12}" y1="{T + 8 + i * 16}" x2="{W - R + 32}" y2="{T + 8 + i * 16}" '
                   f'stroke="{color}" stroke-width="2"/>')
        out.append(f'<text x="{W - R + 38}" y="{T + 12 + i * 16}">t = {t}</text>')
    k = len(ts)
    out.append(f'<line x1="{W - R + 12}" y1="{T + 8 + (k + 1) * 16}" x2="{W - R + 32}" y2="{T + 8 + (k + 1) * 16}" stroke="black"/>')
    out.append(f'<text x="{W - R + 38}" y="{T + 12 + (k + 1) * 16}">minimax</text>')
    out.append(f'<line x1="{W - R + 12}" y1="{T + 8 + (k + 2) * 16}" x2="{W - R + 32}" y2="{T + 8 + (k + 2) * 16}" '
               'stroke="black" stroke-dasharray="5 3"/>')
    out.append(f'<text x="{W - R + 38}" y="{T + 12 + (k + 2) * 16}">product</text>')
    out.append('</svg>')
    return '\n'.join(out) + '\n'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', default='target/release/gametree')
    ap.add_argument('--out', default='docs/pathology')
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    md = ['# Pearl\'s error recursion: the thesis\' Figs. 44-47 and 50-53', '',
          'Generated by `python3 scripts/pathology_figures.py` from `gametree pathology recursion`.',
          'ERR at the root of a binary tree searched to depth k (k iterations of eq. (1), or of eq. (3)',
          'with terminals at density q), against the leaves\' p; k = 0 is the leaves\' own ERR.', '']
    fine = [0.2 + i * 0.7 / 140 for i in range(141)]
    for fig, e1, e2, q in FIGS:
        curves = [recursion(a.bin, e1, e2, p, q) for p in fine]
        open(os.path.join(a.out, f'fig{fig}.svg'), 'w').write(svg(fig, e1, e2, q, fine, curves))
        cmd = (f'gametree pathology recursion --width 2 --err1 {e1} --err2 {e2} --p P --levels 10'
               + (f' --q {q}' if q else ''))
        md += [f'## Fig. {fig}: err1 = {e1}, err2 = {e2}' + (f', q = {q}' if q else ''), '',
               f'![Fig. {fig}](fig{fig}.svg)', '', f'`{cmd}`', '',
               '| p | ' + ' | '.join(f'k={k}' for k in range(LEVELS + 1)) + ' |',
               '|---|' + '---|' * (LEVELS + 1)]
        for i in range(8):
            p = round(0.2 + 0.1 * i, 1)
            errs = recursion(a.bin, e1, e2, p, q)
            md.append(f'| {p:.1f} | ' + ' | '.join(f'{v:.3f}' for v in errs) + ' |')
        md.append('')
    open(os.path.join(a.out, 'recursion.md'), 'w').write('\n'.join(md))
    tables = os.path.join(a.out, 'tables.json')
    if os.path.exists(tables):  # written by scripts/pathology_tables.py
        res = json.load(open(tables))
        for game, name in [('pearl', 'Pearl-game'), ('incremental', 'incremental game')]:
            title = f'{name}, w = 2: P(correct) against d = 1..t-2 (20,000 trees per t)'
            open(os.path.join(a.out, f'depth-{game}.svg'), 'w').write(depth_svg(res, game, title))


if __name__ == '__main__':
    main()
