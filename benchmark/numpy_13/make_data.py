"""Synthetic red wines in the layout of the UCI Wine Quality data (winequality-red.csv).

1599 wines with the eleven physico-chemical measurements and the sensory quality score (3-8, with
class counts close to the original's 10/53/681/638/199/18), written as UCI ships the file: ';'-separated,
quoted header, numbers without trailing zeros. As in the original, 240 rows are exact duplicates
of other rows. Quality follows mainly alcohol, volatile acidity and sulphates.

Also writes data/svr_holdout.csv: the hold-out predictions of an earlier SVR run (320 row numbers
of winequality-red.csv and the predicted quality, as pandas' to_csv writes them: header idx,pred,
row order as train_test_split shuffled it, full float precision).

Fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
N = 1599
N_DUP = 240
COUNTS = {3: 10, 4: 53, 5: 681, 6: 638, 7: 199, 8: 18}
HEADER = ["fixed acidity", "volatile acidity", "citric acid", "residual sugar", "chlorides",
          "free sulfur dioxide", "total sulfur dioxide", "density", "pH", "sulphates", "alcohol",
          "quality"]


def num(v: float, digits: int) -> str:
    s = f"{v:.{digits}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def main() -> None:
    rng = np.random.default_rng(seeded(2009))
    n = N - N_DUP
    alcohol = np.clip(rng.gamma(5.0, 0.42, n) + 8.3, 8.4, 14.9)
    volatile = np.clip(rng.lognormal(np.log(0.50), 0.32, n), 0.12, 1.58)
    fixed = np.clip(rng.lognormal(np.log(8.1), 0.2, n), 4.6, 15.9)
    citric = np.clip(0.06 * (fixed - 8.1) - 0.35 * (volatile - 0.5) + rng.normal(0.26, 0.16, n), 0, 1)
    citric[rng.uniform(size=n) < 0.08] = 0
    sugar = np.clip(rng.lognormal(np.log(2.2), 0.38, n), 0.9, 15.5)
    chlor = np.clip(rng.lognormal(np.log(0.079), 0.3, n), 0.012, 0.611)
    free_so2 = np.clip(np.round(rng.lognormal(np.log(13), 0.6, n)), 1, 72)
    total_so2 = np.clip(np.round(free_so2 * rng.lognormal(np.log(2.9), 0.4, n)), 6, 289)
    density = np.clip(0.9968 + 0.0006 * (fixed - 8.3) - 0.0009 * (alcohol - 10.4) + 0.0003 * (sugar - 2.5)
                      + rng.normal(0, 0.0009, n), 0.99007, 1.00369)
    ph = np.clip(3.31 - 0.055 * (fixed - 8.3) + rng.normal(0, 0.11, n), 2.74, 4.01)
    sulph = np.clip(rng.lognormal(np.log(0.63), 0.2, n), 0.33, 2.0)

    signal = (0.95 * (alcohol - 10.4) / 1.05 - 0.55 * (volatile - 0.53) / 0.18 + 0.35 * np.log(sulph / 0.63) / 0.2
              + 0.12 * (citric - 0.27) / 0.19 - 0.18 * (total_so2 - 46) / 33)
    z = signal + rng.normal(0, 0.95, n)
    # class counts of the unique rows in the original's proportions
    dup_src = rng.choice(n, N_DUP, replace=False)
    quality = np.empty(n, dtype=int)
    order = np.argsort(z)
    edges = np.cumsum([0] + [round(c * n / N) for c in COUNTS.values()])
    edges[-1] = n
    for q, a, b in zip(COUNTS, edges[:-1], edges[1:]):
        quality[order[a:b]] = q

    cols = [(fixed, 1), (volatile, 3), (citric, 2), (sugar, 1), (chlor, 3), (free_so2, 0), (total_so2, 0),
            (density, 5), (ph, 2), (sulph, 2), (alcohol, 1)]
    rows = [[num(c[i], d) for c, d in cols] + [str(quality[i])] for i in range(n)]
    # the original lists duplicates right after (or near) the first occurrence
    out = []
    dup_after = {}
    for j, src in enumerate(dup_src):
        dup_after.setdefault(int(src), []).append(j)
    for i in range(n):
        out.append(rows[i])
        for _ in dup_after.get(i, []):
            out.append(rows[i])
    OUT.mkdir(exist_ok=True)
    lines = [";".join(f'"{h}"' for h in HEADER)] + [";".join(r) for r in out]
    (OUT / "winequality-red.csv").write_text("\n".join(lines) + "\n", encoding="ascii")

    # the earlier SVR run: a shrunk, noisy view of the wine's latent quality
    q_all = np.array([int(r[-1]) for r in out])
    sig_all = np.concatenate([[signal[i]] * (1 + len(dup_after.get(i, []))) for i in range(n)])
    idx = rng.permutation(N)[:320]
    pred = 5.64 + 0.30 * sig_all[idx] + 0.1 * (q_all[idx] - 5.64) + rng.normal(0, 0.3, 320)
    # ten decimals: the last bits of np.log differ between CPUs (SIMD code paths), not these
    pred = np.round(np.clip(pred, 4.3, 7.2), 10)
    body = [f"{int(i)},{float(p)!r}" for i, p in zip(idx, pred)]
    (OUT / "svr_holdout.csv").write_text("idx,pred\n" + "\n".join(body) + "\n", encoding="ascii")


if __name__ == "__main__":
    main()
