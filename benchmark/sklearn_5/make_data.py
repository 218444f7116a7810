"""Synthetic voice recordings in the shape of the UCI Parkinson's data set (Little et al. 2007).

UCI ships it as parkinsons.data, Kaggle copies as parkinsons.csv: one row per sustained-vowel
recording, 24 columns (name, 22 voice measures, status), recordings named phon_R01_S<subject>_<n>.
The properties the notebook depends on are kept: 195 recordings of 32 subjects (about six each),
147 with Parkinson's (status 1) and 48 healthy (status 0), about 75 % status 1; the measures on
the original's scales (fundamental frequency in Hz around 150, jitter and shimmer as small
fractions, HNR around 22 dB, spread1 negative, PPE around 0.2), strongly correlated within the
jitter and shimmer families (Jitter:DDP is 3 x MDVP:RAP and Shimmer:DDA 3 x Shimmer:APQ3, as in
the original), higher jitter, shimmer, spread1 and PPE and lower HNR with Parkinson's. Ordinary
classifiers score about 0.85-0.95 on a 20 % test split, as on the real data. Values are drawn
from a subject-level severity plus recording noise, not copied. Writes data/parkinsons.csv beside
this file from a fixed seed; re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"

# subject numbers of the original file (a few numbers are skipped), status per subject
SUBJECTS = [1, 2, 4, 5, 6, 7, 8, 10, 13, 16, 17, 18, 19, 20, 21, 22, 24, 25, 26, 27, 31, 32,
            33, 34, 35, 37, 39, 42, 43, 44, 49, 50]
HEALTHY = {7, 10, 13, 17, 42, 43, 49, 50}
# recordings per subject: 6 for most, 7 for some; 195 in all
COLUMNS = ["name", "MDVP:Fo(Hz)", "MDVP:Fhi(Hz)", "MDVP:Flo(Hz)", "MDVP:Jitter(%)",
           "MDVP:Jitter(Abs)", "MDVP:RAP", "MDVP:PPQ", "Jitter:DDP", "MDVP:Shimmer",
           "MDVP:Shimmer(dB)", "Shimmer:APQ3", "Shimmer:APQ5", "MDVP:APQ", "Shimmer:DDA", "NHR",
           "HNR", "status", "RPDE", "DFA", "spread1", "spread2", "D2", "PPE"]


def main() -> None:
    rng = np.random.default_rng(seeded(2007))
    counts = [6] * len(SUBJECTS)
    for i in rng.choice(len(SUBJECTS), 195 - 6 * len(SUBJECTS), replace=False):
        counts[i] += 1
    rows = []
    for subj, n in zip(SUBJECTS, counts):
        pd_ = subj not in HEALTHY
        sev = rng.normal(1.0, 0.45) if pd_ else rng.normal(-0.2, 0.35)
        male = rng.uniform() < 0.6
        fo0 = rng.normal(140 if male else 205, 15) - 8 * sev
        jit0, shim0, noise0 = rng.normal(0, 0.25, 3)
        for k in range(1, n + 1):
            s = sev + rng.normal(0, 0.35)
            fo = fo0 + rng.normal(0, 6)
            fhi = fo * np.exp(abs(rng.normal(0.25, 0.25)))
            flo = fo * np.exp(-abs(rng.normal(0.12, 0.12)))
            jit = np.exp(np.log(0.0038) + 0.45 * s + jit0 + rng.normal(0, 0.3))
            jit_abs = jit / fo
            rap = jit * np.exp(rng.normal(np.log(0.52), 0.08))
            ppq = jit * np.exp(rng.normal(np.log(0.54), 0.1))
            shim = np.exp(np.log(0.02) + 0.35 * s + shim0 + rng.normal(0, 0.25))
            shim_db = shim * np.exp(rng.normal(np.log(9.4), 0.06))
            apq3 = shim * np.exp(rng.normal(np.log(0.52), 0.06))
            apq5 = shim * np.exp(rng.normal(np.log(0.60), 0.08))
            apq = shim * np.exp(rng.normal(np.log(0.80), 0.12))
            nhr = np.exp(np.log(0.008) + 0.8 * s + noise0 + rng.normal(0, 0.45))
            hnr = 24.5 - 2.6 * s - 3 * noise0 + rng.normal(0, 2.0)
            rpde = np.clip(0.45 + 0.04 * s + rng.normal(0, 0.07), 0.25, 0.69)
            dfa = np.clip(0.69 + 0.02 * s + rng.normal(0, 0.05), 0.57, 0.83)
            spread1 = -6.6 + 1.05 * s + rng.normal(0, 0.55)
            spread2 = np.clip(0.16 + 0.065 * s + rng.normal(0, 0.06), 0.006, 0.45)
            d2 = 2.2 + 0.18 * s + rng.normal(0, 0.3)
            ppe = np.clip(0.13 + 0.085 * s + rng.normal(0, 0.035), 0.044, 0.53)
            rows.append([f"phon_R01_S{subj:02d}_{k}", round(fo, 3), round(fhi, 3), round(flo, 3),
                         round(jit, 5), round(jit_abs, 7), round(rap, 5), round(ppq, 5),
                         round(3 * round(rap, 5), 5), round(shim, 5), round(shim_db, 3),
                         round(apq3, 5), round(apq5, 5), round(apq, 5), round(3 * round(apq3, 5), 5),
                         round(nhr, 5), round(hnr, 3), int(pd_), round(rpde, 6), round(dfa, 6),
                         round(spread1, 6), round(spread2, 6), round(d2, 6), round(ppe, 6)])
    df = pd.DataFrame(rows, columns=COLUMNS)
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "parkinsons.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
